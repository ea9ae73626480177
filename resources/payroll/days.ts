/** A YYYY-MM-DD day as every screen writes days: DD.MM.YYYY. */
export const dayOf = (day: string) => day.split('-').reverse().join('.');
