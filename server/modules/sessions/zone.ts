import { zoneFormatter } from '../../../domain/zoneFormat';

/** Days and wall-clock times in the planner's time zone (the browser sends its own). */

/** The local day (YYYY-MM-DD) and time (HH:mm) of a moment in a time zone. */
export const localParts = (moment: Date, timeZone: string) => {
  const p = Object.fromEntries(
    zoneFormatter('en-CA', timeZone, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
};

/** The moment a wall clock in a time zone shows `date` `time` (the zone's offset on that day). */
export const zonedMoment = (date: string, time: string, timeZone: string) => {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  const offsetAt = (t: number) => {
    const p = localParts(new Date(t), timeZone);
    return Date.parse(`${p.date}T${p.time}:00Z`) - t;
  };
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
};

/** The day after a YYYY-MM-DD day. */
export const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A YYYY-MM-DD day that exists. */
export const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
