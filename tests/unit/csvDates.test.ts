import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvDates } from '../../domain/csv';

/** What Intl itself says of an instant in a zone, as the export writes it. */
const formats = new Map<string, Intl.DateTimeFormat>();
const intl = (timeZone: string, ms: number) => {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('ru-RU', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
};

// Zones with summer time, half- and quarter-hour offsets, a 30-minute DST shift, and Almaty's 2024 change.
const ZONES = [
  'Asia/Almaty',
  'Europe/Berlin',
  'America/New_York',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'America/St_Johns',
  'UTC',
];

describe('csvDates: the export writes dates in the reader’s zone, as Intl does', () => {
  it('agrees with Intl for any instant from 1990 to 2060, DST changes included', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }),
        (zone, ms) => {
          const dates = csvDates(zone);
          expect(dates.dateTime(new Date(ms).toISOString())).toBe(intl(zone, ms));
          expect(dates.date(ms / 1000)).toBe(intl(zone, ms).slice(0, 10));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('agrees minute by minute across a summer-time change and Almaty’s 2024 offset change', () => {
    const around = [
      ['Europe/Berlin', Date.UTC(2025, 2, 30, 0, 0)],
      ['Europe/Berlin', Date.UTC(2025, 9, 26, 0, 0)],
      ['Australia/Lord_Howe', Date.UTC(2025, 3, 5, 14, 0)],
      ['Asia/Almaty', Date.UTC(2024, 1, 29, 17, 0)],
    ] as const;
    for (const [zone, from] of around) {
      const dates = csvDates(zone);
      for (let ms = from; ms < from + 3 * 3_600_000; ms += 60_000)
        expect(dates.dateTime(ms / 1000), `${zone} ${new Date(ms).toISOString()}`).toBe(intl(zone, ms));
    }
  });

  it('agrees with Intl when one export reuses its dates for a whole file (each day’s text kept once)', {
    timeout: 30_000,
  }, () => {
    // One csvDates per zone for every instant, as an export keeps one for its file: what it keeps
    // of a day must hold for every minute and second of it, and for instants given either way.
    const kept = new Map(ZONES.map((zone) => [zone, csvDates(zone)]));
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(2023, 0, 1) / 60_000, max: Date.UTC(2027, 0, 1) / 60_000 }),
        fc.integer({ min: 0, max: 59_999 }),
        (zone, minute, within) => {
          const dates = kept.get(zone)!;
          const ms = minute * 60_000 + within;
          expect(dates.dateTime(Math.floor(ms / 1000))).toBe(intl(zone, Math.floor(ms / 1000) * 1000));
          expect(dates.dateTime(new Date(ms).toISOString())).toBe(intl(zone, ms));
          expect(dates.date(new Date(ms).toISOString())).toBe(intl(zone, ms).slice(0, 10));
          expect(dates.dateTime(minute * 60)).toBe(intl(zone, minute * 60_000));
        },
      ),
      { numRuns: 2000 },
    );
    // A whole year through one csvDates, every 37 minutes: each change of offset met in passing.
    for (const zone of ['Europe/Berlin', 'Australia/Lord_Howe', 'America/St_Johns']) {
      const dates = csvDates(zone);
      for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2026, 0, 1); ms += 37 * 60_000)
        expect(dates.dateTime(ms / 1000), `${zone} ${new Date(ms).toISOString()}`).toBe(intl(zone, ms));
    }
    // A fraction of a second is cut as a Date cuts it, before the epoch too.
    const almaty = kept.get('Asia/Almaty')!;
    for (const seconds of [-0.0005, -59.9995, 1_700_000_039.9999, 1_700_000_040.0004])
      expect(almaty.dateTime(seconds), String(seconds)).toBe(
        intl('Asia/Almaty', new Date(seconds * 1000).getTime()),
      );
  });

  it('leaves empty and unreadable values empty', () => {
    const dates = csvDates('Asia/Almaty');
    for (const value of [null, undefined, '', 'not a date', Number.NaN, 9e12, -9e12]) {
      expect(dates.date(value)).toBe('');
      expect(dates.dateTime(value)).toBe('');
    }
  });
});
