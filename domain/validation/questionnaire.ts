import { MESSAGES } from '../messages';
import { epochSeconds, optionalText, yup } from './common';
import {
  EDUCATION_LEVELS,
  ENGLISH_LEVELS,
  QUESTIONNAIRE_MESSAGES,
  QUESTIONNAIRE_PHOTO_MAX_BYTES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from './questionnaire.messages';

export * from './questionnaire.messages';

const choice = (values: readonly string[]) =>
  yup
    .string()
    .trim()
    .nullable()
    .transform((v) => (v === '' ? null : v))
    .default(null)
    .test('choice', QUESTIONNAIRE_MESSAGES.choice, (v) => v == null || values.includes(v));

const HANDLE = /^@?[A-Za-z0-9._-]{1,100}$/;

/**
 * A profile on one network, kept as its https address: a user name ("@name" or "name") becomes
 * https://<the network's host>/name, an address without its scheme gets https://. Anything else,
 * or an address on another host, is refused: the profile shows it as a link.
 */
export const socialLink = (network: SocialNetwork) => {
  const { hosts } = SOCIAL_NETWORKS[network];
  const message = QUESTIONNAIRE_MESSAGES.social(network);
  return optionalText(255)
    .transform((v: string | null) => {
      if (v == null) return v;
      if (/[/:]/.test(v)) return /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
      return HANDLE.test(v) ? `https://${hosts[0]}/${v.replace(/^@/, '')}` : v;
    })
    .test('network', message, (v) => {
      if (v == null) return true;
      try {
        const url = new URL(v);
        const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') &&
          !url.username &&
          !url.password &&
          (hosts as readonly string[]).includes(host) &&
          url.pathname.length > 1
        );
      } catch {
        return false;
      }
    });
};

/**
 * The questionnaire's answers (part 1 §3 "Registration form": auto, education, english, passport,
 * passportDate, passportDepartment, address, fb, vk, ok, instagram), all optional, the same on
 * self sign-up, the administrator's sign-up and one's own profile. The photo is a file, checked
 * by its bytes apart (photoProblem).
 */
export const questionnaireShape = {
  auto: yup
    .boolean()
    .typeError(MESSAGES.mustBeFlag)
    .nullable()
    .transform((v, orig) => (orig === '' ? null : v))
    .default(null),
  education: choice(EDUCATION_LEVELS),
  english: choice(ENGLISH_LEVELS),
  passport: optionalText(20)
    .transform((v: string | null) => (v == null ? v : v.replace(/\s+/g, ' ').toUpperCase()))
    .matches(/^[A-Z0-9 ]{6,20}$/, { message: QUESTIONNAIRE_MESSAGES.passport, excludeEmptyString: true }),
  passportDate: epochSeconds()
    .test('past', QUESTIONNAIRE_MESSAGES.passportDateFuture, (v) => v == null || v * 1000 <= Date.now())
    .test(
      'afterBirth',
      QUESTIONNAIRE_MESSAGES.passportDateBeforeBirth,
      (v, ctx) => v == null || typeof ctx.parent.birthDate !== 'number' || v >= ctx.parent.birthDate,
    ),
  passportDepartment: optionalText(255),
  address: optionalText(500),
  fb: socialLink('fb'),
  vk: socialLink('vk'),
  ok: socialLink('ok'),
  instagram: socialLink('instagram'),
};

export interface PhotoFacts {
  size: number;
  mime: 'image/jpeg' | 'image/png' | null;
}

/** What is wrong with a photo (its size and the type its first bytes show), or null. */
export const photoProblem = ({ size, mime }: PhotoFacts): string | null => {
  if (size > QUESTIONNAIRE_PHOTO_MAX_BYTES) return QUESTIONNAIRE_MESSAGES.photoTooLarge;
  if (size === 0 || !mime) return QUESTIONNAIRE_MESSAGES.photoNotImage;
  return null;
};
