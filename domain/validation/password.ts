import type { StringSchema } from 'yup';
import { yup } from './common';
import { ADMIN_PASSWORD_MESSAGE } from './password.messages';

export * from './password.messages';

/** The password rules by role (part 1 §5): a supervisor 16 characters, everyone else 12. */
export const passwordMinLength = (role: string | null | undefined): number =>
  role === 'COORDINATOR' ? 16 : 12;

export const passwordRuleMessage = (min: number) =>
  `Пароль должен быть не короче ${min} символов и содержать прописную букву, строчную букву и цифру`;

const STRONG = (min: number) => new RegExp(`^(?=.*[a-zа-яё])(?=.*[A-ZА-ЯЁ])(?=.*\\d).{${min},}$`);

/** Adds the composition rule to a string schema (keeps its required flag: concat would drop it). */
export const withStrongRule = (schema: StringSchema, min: number) =>
  schema.max(128).matches(STRONG(min), { message: passwordRuleMessage(min), excludeEmptyString: true });

export const strongPassword = (min: number) => withStrongRule(yup.string(), min);
export const adminPassword = () =>
  yup.string().max(128).matches(STRONG(6), { message: ADMIN_PASSWORD_MESSAGE, excludeEmptyString: true });

/** Setting a new password by a recovery link: the rules of the user's role. */
export const newPasswordSchema = (role: string | null | undefined) =>
  yup.object({
    password: strongPassword(passwordMinLength(role)).required('Это обязательное поле'),
  });

/**
 * One's own password change (the way out of passwordExpired); POST /api/users/password/change/.
 * Asks for the current password: a recovery link or an administrator's reset is the only other way.
 */
export const changePasswordSchema = (role: string | null | undefined) =>
  yup.object({
    currentPassword: yup.string().required('Это обязательное поле').max(256),
    password: strongPassword(passwordMinLength(role)).required('Это обязательное поле'),
  });
