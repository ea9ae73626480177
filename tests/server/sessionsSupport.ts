const DAY = 86_400;

/** A moment `days` from today at hh:00 Almaty time (UTC+5), in epoch seconds: the demo's days. */
export const at = (days: number, hour: number) => {
  const midnight = Math.floor((Date.now() / 1000 + 5 * 3600) / DAY) * DAY - 5 * 3600;
  return midnight + days * DAY + hour * 3600;
};
