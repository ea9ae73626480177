import { MESSAGES } from '../messages';
import { SCREEN_MESSAGES } from './activityScreens.messages';
import { flag, idList, NOT_A_LIST, optionalCount } from './catalogCommon';
import { idRef, optionalText, yup } from './common';

export * from './activityScreens.messages';

/**
 * The screens of a focus product's mechanic (part 1 §3 "Screen"): what the consultant's app shows
 * step by step during a contact. The spec lists the fields but not which screen uses which; the
 * types and their fields are ours (issue 13), each field used by the types that need it:
 * - every type: index (its place), isCanSkip, skipNext, destination (the screen to go to next,
 *   by index), declineDelay (seconds before "decline" may be pressed), isMakeEffective and
 *   isMakeInfo (this screen makes the contact effective / informational);
 * - MEDIA: media and mediaMulti (media shown for given formats);
 * - DISCLAIMER: disclaimer; MESSAGE: message (a disclaimer shown as a message);
 * - REGISTRATION: the registration form's options and its incentive;
 * - PHOTO: the photo and its audit; INTERVIEW: interviewKit;
 * - DEVICE_SALE: devices and sticks on offer, the constructor, the sale and money-back buttons,
 *   packs bought, and scanning the bought packs' codes;
 * - EXCHANGE: packs swapped and given at contact, scanning their codes;
 * - COMPLIMENT: the compliments given, scanning their codes;
 * - CIGARETTES: the cigarette formats sold and how many codes to scan.
 */
export const SCREEN_TYPES = [
  'MEDIA',
  'DISCLAIMER',
  'MESSAGE',
  'REGISTRATION',
  'PHOTO',
  'INTERVIEW',
  'DEVICE_SALE',
  'EXCHANGE',
  'COMPLIMENT',
  'CIGARETTES',
] as const;
export type ScreenType = (typeof SCREEN_TYPES)[number];

/** How a card's code is read on the registration screen (cardCodeType). */
export const CARD_CODE_TYPES = [
  { id: 'SCRATCH', name: 'Скретч-карта' },
  { id: 'QR', name: 'QR-код' },
  { id: 'DATA_MATRIX', name: 'Data Matrix' },
] as const;

/** The contact's field the registration screen asks for (registrationField). */
export const REGISTRATION_FIELDS = [
  { id: 'PHONE', name: 'Телефон' },
  { id: 'EMAIL', name: 'Email' },
  { id: 'IIN', name: 'ИИН' },
] as const;

const COMMON = [
  'isCanSkip',
  'skipNext',
  'destination',
  'declineDelay',
  'isMakeEffective',
  'isMakeInfo',
] as const;

export const SCREEN_FIELDS = {
  MEDIA: [...COMMON, 'media', 'mediaMulti'],
  DISCLAIMER: [...COMMON, 'disclaimer'],
  MESSAGE: [...COMMON, 'message'],
  REGISTRATION: [
    ...COMMON,
    'isEmailMandatory',
    'isAutoRegistration',
    'needPinCode',
    'pinCodeIsMandatory',
    'showPassportField',
    'registrationField',
    'cardCodeType',
    'isActiveIncentive',
    'incentiveSum',
  ],
  PHOTO: [...COMMON, 'photoIsRequired', 'photoNeedAudit', 'photoTitle', 'photoDescription'],
  INTERVIEW: [...COMMON, 'interviewKit'],
  DEVICE_SALE: [
    ...COMMON,
    'devices',
    'sticks',
    'showConstructor',
    'showSaleButton',
    'showMoneyBack',
    'boughtPacks',
    'buygloScanDmCodes',
  ],
  EXCHANGE: [...COMMON, 'swapPacks', 'contactPacks', 'scanDmCodes'],
  COMPLIMENT: [...COMMON, 'compliments', 'glocomplimentScanDmCodes'],
  CIGARETTES: [...COMMON, 'cigarettes', 'buycigarettesScanDmCodes', 'buycigarettesDmCodesCount'],
} as const satisfies Record<ScreenType, readonly string[]>;

const oneOf = <T extends readonly { id: string }[]>(choices: T) =>
  yup
    .string()
    .oneOf(
      choices.map((c) => c.id),
      MESSAGES.unknownReference,
    )
    .nullable()
    .default(null);

/** The type-specific fields, all optional here; which may be set is checked against SCREEN_FIELDS. */
const screenFields = {
  isCanSkip: flag(),
  skipNext: flag(),
  destination: optionalCount(),
  declineDelay: optionalCount(),
  isMakeEffective: flag(),
  isMakeInfo: flag(),
  media: idRef().nullable().default(null),
  mediaMulti: yup
    .array(yup.object({ media: idRef().required(MESSAGES.required), formats: idList() }))
    .typeError(NOT_A_LIST)
    .max(20, SCREEN_MESSAGES.tooMany(20))
    .default([]),
  disclaimer: idRef().nullable().default(null),
  message: idRef().nullable().default(null),
  isEmailMandatory: flag(),
  isAutoRegistration: flag(),
  needPinCode: flag(),
  pinCodeIsMandatory: flag(),
  showPassportField: flag(),
  registrationField: oneOf(REGISTRATION_FIELDS),
  cardCodeType: oneOf(CARD_CODE_TYPES),
  isActiveIncentive: flag(),
  incentiveSum: optionalCount(),
  photoIsRequired: flag(),
  photoNeedAudit: flag(),
  photoTitle: optionalText(255),
  photoDescription: optionalText(1000),
  interviewKit: idRef().nullable().default(null),
  devices: idList(),
  sticks: idList(),
  showConstructor: flag(),
  showSaleButton: flag(),
  showMoneyBack: flag(),
  boughtPacks: optionalCount(),
  buygloScanDmCodes: flag(),
  swapPacks: optionalCount(),
  contactPacks: optionalCount(),
  scanDmCodes: flag(),
  compliments: idList(),
  glocomplimentScanDmCodes: flag(),
  cigarettes: idList(),
  buycigarettesScanDmCodes: flag(),
  buycigarettesDmCodesCount: optionalCount(),
};
export type ScreenField = keyof typeof screenFields;

/** A field holds something (not its empty default): only then does its type have to use it. */
const isSet = (value: unknown) =>
  value !== null && value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);

/** What a screen needs filled for its type to make sense. */
const REQUIRED: Partial<Record<ScreenType, [ScreenField, string]>> = {
  MEDIA: ['media', SCREEN_MESSAGES.mediaRequired],
  DISCLAIMER: ['disclaimer', SCREEN_MESSAGES.disclaimerRequired],
  MESSAGE: ['message', SCREEN_MESSAGES.disclaimerRequired],
  INTERVIEW: ['interviewKit', SCREEN_MESSAGES.interviewRequired],
};

export const screenSchema = yup
  .object({
    id: idRef().nullable().default(null),
    type: yup
      .string()
      .oneOf([...SCREEN_TYPES], SCREEN_MESSAGES.type)
      .required(SCREEN_MESSAGES.type),
    ...screenFields,
  })
  .test('fields-of-type', '', function check(screen) {
    const type = screen?.type as ScreenType | undefined;
    if (!type || !SCREEN_FIELDS[type]) return true;
    const allowed = new Set<string>(SCREEN_FIELDS[type]);
    const errors: yup.ValidationError[] = [];
    for (const field of Object.keys(screenFields) as ScreenField[])
      if (!allowed.has(field) && isSet(screen[field]))
        errors.push(this.createError({ path: `${this.path}.${field}`, message: SCREEN_MESSAGES.notForType }));
    const required = REQUIRED[type];
    if (required && !isSet(screen[required[0]]))
      errors.push(this.createError({ path: `${this.path}.${required[0]}`, message: required[1] }));
    if (type === 'REGISTRATION' && screen.isActiveIncentive && !screen.incentiveSum)
      errors.push(
        this.createError({ path: `${this.path}.incentiveSum`, message: SCREEN_MESSAGES.incentiveRequired }),
      );
    return errors.length ? new yup.ValidationError(errors) : true;
  });
export type ScreenInput = yup.InferType<typeof screenSchema>;

/** A screen's type-specific fields as stored (screens.settings): only those its type uses. */
export const screenSettings = (screen: ScreenInput): Record<string, unknown> =>
  Object.fromEntries(
    SCREEN_FIELDS[screen.type as ScreenType].map((field) => [field, screen[field as ScreenField]]),
  );
