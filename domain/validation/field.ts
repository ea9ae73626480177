import { MESSAGES } from '../messages';
import { idRef, yup } from './common';

export * from './field.messages';

/**
 * The field API (issue 12 point 7): what the consultants' mobile app sends when it starts and
 * stops a session, records contacts, pings its position and uploads a contact's photo. Times are
 * epoch seconds, as everywhere in the REST API; every event carries the phone's own id
 * (`clientId`), so that a retried post changes nothing.
 */
export const FIELD_LIMITS = {
  /** A start farther than this from the spot makes the session CORRUPTED. */
  maxStartDistanceMeters: 500,
  /** How long before its planned start a session may be started. */
  earlyStartMinutes: 60,
  /** How far ahead of the server's clock a phone's time may be. */
  clockSkewSeconds: 300,
  /** Position pings in one post. */
  maxPings: 100,
  /** A contact photo's largest size. */
  maxPhotoBytes: 5 * 1024 * 1024,
  /** How many days ahead GET /api/field/sessions/ lists. */
  upcomingDays: 14,
} as const;

export const FIELD_MESSAGES = {
  invalidTime: 'Укажите время',
  invalidLatitude: 'Широта от -90 до 90',
  invalidLongitude: 'Долгота от -180 до 180',
  invalidAccuracy: 'Точность не может быть отрицательной',
  clientId: 'Укажите идентификатор события (до 64 символов: буквы, цифры, - _ . :)',
  notStarted: 'Сессия не начата',
  notPlanned: 'Начать можно только запланированную сессию',
  alreadyFinished: 'Сессия уже завершена',
  stopBeforeStart: 'Окончание раньше начала сессии',
  inFuture: 'Время не может быть в будущем',
  beforeSession: 'Раньше начала сессии',
  beforeContact: 'Раньше начала контакта',
  clientIdTaken: 'Событие с этим идентификатором уже записано с другими данными',
  tooManyPings: `Не больше ${FIELD_LIMITS.maxPings} точек за раз`,
  noPings: 'Нет ни одной точки',
  duplicatePing: 'Идентификатор точки повторяется',
  photoRequired: 'Приложите фото',
  photoNotImage: 'Фото должно быть в формате JPEG или PNG',
  photoTooLarge: `Фото больше ${FIELD_LIMITS.maxPhotoBytes / 1024 / 1024} МБ`,
} as const;

const moment = () =>
  yup
    .number()
    .typeError(FIELD_MESSAGES.invalidTime)
    .integer(FIELD_MESSAGES.invalidTime)
    .min(946_684_800, FIELD_MESSAGES.invalidTime) // 2000-01-01
    .max(4_102_444_800, FIELD_MESSAGES.invalidTime); // 2100-01-01

const latitude = () =>
  yup
    .number()
    .typeError(FIELD_MESSAGES.invalidLatitude)
    .min(-90, FIELD_MESSAGES.invalidLatitude)
    .max(90, FIELD_MESSAGES.invalidLatitude)
    .required(MESSAGES.required);
const longitude = () =>
  yup
    .number()
    .typeError(FIELD_MESSAGES.invalidLongitude)
    .min(-180, FIELD_MESSAGES.invalidLongitude)
    .max(180, FIELD_MESSAGES.invalidLongitude)
    .required(MESSAGES.required);

export const clientId = () =>
  yup
    .string()
    .required(MESSAGES.required)
    .matches(/^[\w.:-]{1,64}$/, FIELD_MESSAGES.clientId);

/** POST /api/field/sessions/{id}/start/ and /stop/: where the phone is, and when (now when absent). */
export const fieldPointSchema = yup.object({
  latitude: latitude(),
  longitude: longitude(),
  time: moment().nullable().default(null),
});
export type FieldPointInput = yup.InferType<typeof fieldPointSchema>;

const subEvent = () =>
  yup
    .object({ time: moment().required(MESSAGES.required) })
    .nullable()
    .default(null);

/** POST /api/field/sessions/{id}/contacts/: a contact (part 1 §3 "Contact event") with its sub-events. */
export const contactEventSchema = yup.object({
  clientId: clientId(),
  startTime: moment().required(MESSAGES.required),
  stopTime: moment().nullable().default(null),
  watchStopTime: moment().nullable().default(null),
  compliment: subEvent(),
  denial: yup
    .object({
      time: moment().required(MESSAGES.required),
      reason: yup.string().trim().max(255).nullable().default(null),
    })
    .nullable()
    .default(null),
  review: subEvent(),
  exchange: subEvent(),
  // The device (a model's colour) the new customer registered for, when the app knows it: the bonus
  // calculation counts new customers per colour and model (issue 25, docs/payroll.md).
  registration: yup
    .object({ time: moment().required(MESSAGES.required), deviceId: idRef().nullable().default(null) })
    .nullable()
    .default(null),
});
export type ContactEventInput = yup.InferType<typeof contactEventSchema>;

/** The sub-events of a contact, each at most once: the field API's names. */
export const SUB_EVENTS = ['compliment', 'denial', 'review', 'exchange', 'registration'] as const;

/** POST /api/field/sessions/{id}/positions/: up to 100 pings, each idempotent by its clientId. */
export const positionsSchema = yup.object({
  pings: yup
    .array(
      yup
        .object({
          clientId: clientId(),
          latitude: latitude(),
          longitude: longitude(),
          accuracy: yup
            .number()
            .typeError(MESSAGES.mustBeNumber)
            .min(0, FIELD_MESSAGES.invalidAccuracy)
            .max(100_000, MESSAGES.mustBeNumber)
            .nullable()
            .default(null),
          time: moment().required(MESSAGES.required),
        })
        .required(),
    )
    .required(MESSAGES.required)
    .min(1, FIELD_MESSAGES.noPings)
    .max(FIELD_LIMITS.maxPings, FIELD_MESSAGES.tooManyPings)
    .test('distinct-ids', FIELD_MESSAGES.duplicatePing, (pings) => {
      const ids = (pings ?? []).map((p) => p.clientId);
      return new Set(ids).size === ids.length;
    }),
});
export type PositionsInput = yup.InferType<typeof positionsSchema>;

/** POST /api/field/contacts/{id}/photo/: the multipart form's text field. */
export const photoFieldsSchema = yup.object({ clientId: clientId() });

/** Metres between two points on the Earth (haversine). */
export const distanceMeters = (lat1: number, lon1: number, lat2: number, lon2: number) => {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(a)));
};

/** The image type of a file's first bytes (JPEG or PNG), or null: the name and declared type are never trusted. */
export const imageTypeOf = (head: Uint8Array): 'image/jpeg' | 'image/png' | null => {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  return null;
};
