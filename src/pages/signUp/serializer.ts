import {
  QUESTIONNAIRE_FIELDS,
  type QuestionnaireField,
} from '../../../domain/validation/questionnaire.messages';

/**
 * Data shaping on send (part 1 §5): the birth date as epoch seconds, gender NO_MATTER/MALE/FEMALE
 * as null/1/0, empty optional texts as null. Used by self sign-up and by the admin's user creation.
 */

export const GENDERS = ['NO_MATTER', 'MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

export const genderCode = (gender: Gender | '' | null | undefined): 0 | 1 | null => {
  if (gender === 'MALE') return 1;
  if (gender === 'FEMALE') return 0;
  return null;
};

/** 'YYYY-MM-DD' (a date input's value) as the epoch seconds of that day's midnight UTC. */
export const toEpochSeconds = (date: string | null | undefined): number | null => {
  if (!date) return null;
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
};

const orNull = (text: string | null | undefined) => (text?.trim() ? text : null);

/** The questionnaire's answers as a form holds them: text, '' when not given ('true'/'false' for auto). */
export type QuestionnaireValues = Record<QuestionnaireField, string> & { photo: File | null };

export const emptyQuestionnaire = (): QuestionnaireValues => ({
  ...(Object.fromEntries(QUESTIONNAIRE_FIELDS.map((f) => [f, ''])) as Record<QuestionnaireField, string>),
  photo: null,
});

/** The answers as sent: auto as a flag, the passport date as epoch seconds, the rest as typed ('' is none). */
export const shapeQuestionnaire = (answers: Record<QuestionnaireField, string>) => ({
  ...(Object.fromEntries(
    QUESTIONNAIRE_FIELDS.map((f) => [f, answers[f] === '' ? null : answers[f]]),
  ) as Record<QuestionnaireField, string | null>),
  auto: answers.auto === '' ? null : answers.auto === 'true',
  passportDate: toEpochSeconds(answers.passportDate),
});

/**
 * The body of a form that may carry the photo: JSON without one; with one, form data (part 1 §7:
 * "form data when a file is present"), each answer as text, those not given left out.
 */
export const withPhoto = (body: Record<string, unknown>, photo: File | null | undefined) => {
  if (!photo) return body;
  const data = new FormData();
  for (const [name, value] of Object.entries(body))
    if (value != null && value !== '') data.append(name, String(value));
  data.append('photo', photo, photo.name);
  return data;
};

/** The person's fields both questionnaires share, as the form holds them. */
export interface PersonFormValues extends QuestionnaireValues {
  [field: string]: unknown;
  lastName: string;
  firstName: string;
  midName: string;
  email: string;
  password: string;
  role: string;
  iin: string;
  agency: string;
  birthDate: string;
  gender: Gender;
  phone: string;
  isAgreementAccepted: boolean;
}

/** A blank person form for one agency ('' when it is still to be chosen). */
export const emptyPerson = (agency: string): PersonFormValues => ({
  role: '',
  email: '',
  password: '',
  lastName: '',
  firstName: '',
  midName: '',
  iin: '',
  agency,
  birthDate: '',
  gender: 'NO_MATTER',
  phone: '',
  isAgreementAccepted: false,
  ...emptyQuestionnaire(),
});

export interface SignUpFormValues extends PersonFormValues {
  city: string;
}

// An unchosen role is absent (undefined), so that the schema says "required", not "not in the list".
const shapePerson = ({
  birthDate,
  gender,
  midName,
  phone,
  role,
  photo: _photo,
  ...rest
}: PersonFormValues) => ({
  ...rest,
  ...shapeQuestionnaire(rest),
  role: role || undefined,
  midName: orNull(midName),
  phone: orNull(phone),
  birthDate: toEpochSeconds(birthDate),
  gender: genderCode(gender),
});

/**
 * POST /api/users/register/: the link's hash; the agency only when an administrator chose it
 * (everyone else's agency comes from the link).
 */
export const serializeSignUp = (
  values: SignUpFormValues,
  { registrationHash, chooseAgency }: { registrationHash: string; chooseAgency: boolean },
) => {
  const { agency, ...person } = shapePerson(values);
  return { ...person, registrationHash, ...(chooseAgency ? { agency } : {}) };
};

/** POST /api/users/add/. */
export const serializeAdminSignUp = (values: PersonFormValues) => shapePerson(values);
