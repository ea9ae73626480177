import { idRef, optionalText, requiredText, yup } from './common';
import { EMAIL_MESSAGE } from './signUp.messages';

export * from './agency.messages';

const coordinate = (limit: number, message: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' || original === null ? null : value))
    .typeError(message)
    .min(-limit, message)
    .max(limit, message)
    .nullable()
    .default(null);

/** Agency edit page; PATCH /api/agencies/{id}/ (part 1 §3 "Agency", the profile's agency fields). */
export const agencySchema = yup.object({
  title: requiredText(255),
  logo: optionalText(500).url('Укажите адрес изображения (https://…)'),
  phone: optionalText(64),
  address: optionalText(500),
  email: optionalText(255).email(EMAIL_MESSAGE),
  region: idRef().nullable().default(null),
  city: idRef().nullable().default(null),
  latitude: coordinate(90, 'Широта: число от -90 до 90'),
  longitude: coordinate(180, 'Долгота: число от -180 до 180'),
});
export type AgencyInput = yup.InferType<typeof agencySchema>;

/** Opening or closing self-registration; PATCH /api/agencies/{id}/ { isRegOpened }. */
export const registrationSchema = yup.object({
  isRegOpened: yup.boolean().required(),
});
