/** The words and constants of ./agency.ts without its schemas: the browser imports them without yup. */

/** The default map position of an agency without coordinates (part 1 §9). */
export const DEFAULT_AGENCY_POSITION = { latitude: 51.511398, longitude: -0.112864 } as const;
