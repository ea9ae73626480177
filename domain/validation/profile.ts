import { MESSAGES } from '../messages';
import { epochSeconds, idRef, optionalText, yup } from './common';
import { PROFILE_MESSAGES } from './profile.messages';
import { QUESTIONNAIRE_FIELDS, questionnaireShape } from './questionnaire';
import { CYRILLIC_MESSAGE } from './signUp';

export * from './profile.messages';

const CYRILLIC = /^[А-Яа-яЁё\s-]+$/;
const cyrillic = () =>
  yup.string().trim().matches(CYRILLIC, { message: CYRILLIC_MESSAGE, excludeEmptyString: true });

const measure = (min: number, max: number) =>
  yup
    .number()
    .typeError(MESSAGES.mustBeNumber)
    .integer(MESSAGES.mustBeNumber)
    .min(min, PROFILE_MESSAGES.between(min, max))
    .max(max, PROFILE_MESSAGES.between(min, max))
    .transform((v, orig) => (orig === '' || orig === null ? null : v))
    .nullable()
    .default(null);

/** The fields one may change on one's own profile (profile/{id}/edit); PATCH /api/users/{id}/. */
export const OWN_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'midName',
  'phone',
  'city',
  'birthDate',
  'height',
  'weight',
  'closeSize',
  'breastSize',
  'waistSize',
  'thighSize',
  'features',
  ...QUESTIONNAIRE_FIELDS,
] as const;

/** One's own profile: names by the sign-up rules, measurements in centimetres and kilograms. */
export const ownProfileSchema = yup.object({
  lastName: cyrillic().required(MESSAGES.required).max(150),
  firstName: cyrillic().required(MESSAGES.required).max(150),
  midName: cyrillic()
    .max(150)
    .nullable()
    .transform((v) => v || null)
    .default(null),
  phone: optionalText(64).matches(/^\+?[\d\s()-]{6,}$/, {
    message: PROFILE_MESSAGES.phone,
    excludeEmptyString: true,
  }),
  city: idRef().required(MESSAGES.required),
  /** Epoch seconds, as sign-up sends it (part 1 §5 "Data shaping on send"). */
  birthDate: epochSeconds().test(
    'past',
    PROFILE_MESSAGES.birthDate,
    (v) => v == null || v * 1000 < Date.now(),
  ),
  height: measure(100, 250),
  weight: measure(30, 250),
  closeSize: optionalText(16),
  breastSize: measure(40, 200),
  waistSize: measure(40, 200),
  thighSize: measure(40, 200),
  features: optionalText(1000),
  ...questionnaireShape,
});
/** What PATCH /api/users/{id}/ carries from the own-profile form (no city for CITYLESS_ROLES). */
export type OwnProfileInput = Omit<yup.InferType<typeof ownProfileSchema>, 'city'> & { city: number | null };

/** Roles that work in no city (head office, help desk): their profile's city may stay empty. */
export const CITYLESS_ROLES: readonly string[] = ['HQ', 'HELPDESK'];

/** The own-profile schema for a role: the city is required but for CITYLESS_ROLES. */
export const ownProfileSchemaFor = (role: string | null | undefined) =>
  CITYLESS_ROLES.includes(role ?? '')
    ? ownProfileSchema.shape({ city: idRef().nullable().default(null) })
    : ownProfileSchema;
