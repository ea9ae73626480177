/** The words and constants of ./compliments.ts without its schemas: the browser imports them without yup. */

/** recommendedPerHour of a new compliment kind (part 2 §4, §9). */
export const RECOMMENDED_PER_HOUR_ON_CREATION = 2;
