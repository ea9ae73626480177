import { MESSAGES } from '../messages';
import { ROLES } from '../roles';
import { EMAIL_MAX, epochSeconds, idRef, yup } from './common';
import { ADMIN_PASSWORD_MESSAGE, adminPassword, passwordMinLength, withStrongRule } from './password';
import { questionnaireShape } from './questionnaire';
import {
  CORPORATE_EMAIL_MESSAGE,
  CYRILLIC_MESSAGE,
  EMAIL_MESSAGE,
  GENDER_MESSAGE,
  IIN_MESSAGE,
  ROLE_MESSAGE,
} from './signUp.messages';

export * from './signUp.messages';

export const SIGN_UP_ROLES = ['CONSULTANT', 'COORDINATOR', 'AUDITOR'] as const;
export const allowedDomainsMessage = (domains: readonly string[]) =>
  `Укажите валидный домен у почты: ${domains.join(', ')}`;

const CYRILLIC = /^[А-Яа-яЁё\s-]+$/;
const cyrillic = () =>
  yup.string().trim().matches(CYRILLIC, { message: CYRILLIC_MESSAGE, excludeEmptyString: true });
const digits = () => yup.string().trim().matches(/^\d+$/, { message: IIN_MESSAGE, excludeEmptyString: true });
const domainOf = (email: string) => email.split('@').pop()?.toLowerCase() ?? '';

/** What the sign-up form needs to know from the server for one registration link. */
export interface SignUpOptions {
  corporateDomains: string[];
  allowedDomains: string[];
  iinRequired: boolean;
}

/**
 * Self sign-up by an agency's link (part 1 §5 "Self sign-up"); the same schema checks the form and
 * POST /api/users/register/. Domains and the IIN exemption come from the server's configuration.
 */
export const signUpSchema = ({ corporateDomains, allowedDomains, iinRequired }: SignUpOptions) =>
  yup.object({
    role: yup
      .string()
      .required(MESSAGES.required)
      .test('offered', ROLE_MESSAGE, (v) => !v || (SIGN_UP_ROLES as readonly string[]).includes(v)),
    email: yup
      .string()
      .trim()
      .lowercase()
      .required(MESSAGES.required)
      .max(EMAIL_MAX)
      .email(EMAIL_MESSAGE)
      .test('domain', (value, ctx) => {
        if (!value?.includes('@')) return true;
        const domain = domainOf(value);
        if (ctx.parent.role === 'COORDINATOR')
          return corporateDomains.includes(domain) || ctx.createError({ message: CORPORATE_EMAIL_MESSAGE });
        return (
          allowedDomains.includes(domain) ||
          ctx.createError({ message: allowedDomainsMessage(allowedDomains) })
        );
      }),
    password: yup
      .string()
      .required(MESSAGES.required)
      .when('role', ([role], schema) => withStrongRule(schema, passwordMinLength(role))),
    lastName: cyrillic().required(MESSAGES.required).max(150),
    firstName: cyrillic().required(MESSAGES.required).max(150),
    midName: cyrillic()
      .max(150)
      .nullable()
      .transform((v) => v || null)
      .default(null),
    iin: iinRequired ? digits().required(MESSAGES.required).max(20) : yup.string().strip(),
    city: idRef().required(MESSAGES.required),
    isAgreementAccepted: yup.boolean().oneOf([true], MESSAGES.required).required(MESSAGES.required),
    registrationHash: yup.string().required(MESSAGES.required),
    birthDate: epochSeconds(),
    gender: yup.number().oneOf([0, 1], GENDER_MESSAGE).nullable().default(null),
    phone: yup.string().trim().max(64).nullable().default(null),
    ...questionnaireShape,
  });
export type SignUpInput = yup.InferType<ReturnType<typeof signUpSchema>>;

const REQUIRED_DOT = 'Это обязательное поле.';

/** Admin creation of a user at /user/add (part 1 §5 "Admin sign-up"); POST /api/users/add/. */
export const adminSignUpSchema = yup.object({
  firstName: yup.string().trim().required(REQUIRED_DOT).max(150),
  lastName: yup.string().trim().required(REQUIRED_DOT).max(150),
  midName: yup.string().trim().required(REQUIRED_DOT).max(150),
  email: yup.string().trim().lowercase().required(REQUIRED_DOT).max(EMAIL_MAX).email(EMAIL_MESSAGE),
  password: adminPassword().required(REQUIRED_DOT),
  iin: digits().required(REQUIRED_DOT).max(20),
  agency: idRef().required(REQUIRED_DOT),
  role: yup
    .string()
    .required(REQUIRED_DOT)
    .test('known', ROLE_MESSAGE, (v) => !v || (ROLES as readonly string[]).includes(v)),
  isAgreementAccepted: yup.boolean().oneOf([true], REQUIRED_DOT).required(REQUIRED_DOT),
  birthDate: epochSeconds(),
  gender: yup.number().oneOf([0, 1], GENDER_MESSAGE).nullable().default(null),
  phone: yup.string().trim().max(64).nullable().default(null),
  ...questionnaireShape,
});
export type AdminSignUpInput = yup.InferType<typeof adminSignUpSchema>;

export { ADMIN_PASSWORD_MESSAGE };
