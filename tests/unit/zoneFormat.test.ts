import { describe, expect, it } from 'vitest';
import { knownTimeZone } from '../../domain/csv';
import { zoneFormatter, zoneFormattersBuilt } from '../../domain/zoneFormat';
import { localParts, zonedMoment } from '../../server/modules/sessions/zone';

// Issue 28 point 1: a time zone's formatter is built once, not on every request.
describe('date formatters by time zone', () => {
  it('builds each zone’s formatter once and reuses it', () => {
    const first = localParts(new Date('2026-11-27T16:00:00Z'), 'Asia/Almaty');
    const built = zoneFormattersBuilt();
    for (let i = 0; i < 100; i += 1) localParts(new Date(Date.UTC(2026, 0, 1 + i, 12)), 'Asia/Almaty');
    zonedMoment('2026-03-29', '02:30', 'Asia/Almaty');
    expect(zoneFormattersBuilt()).toBe(built);
    expect(first).toEqual({ date: '2026-11-27', time: '21:00' });
    // Another zone: one more formatter, with its own offset.
    expect(localParts(new Date('2026-11-27T16:00:00Z'), 'Europe/Moscow')).toEqual({
      date: '2026-11-27',
      time: '19:00',
    });
    expect(zoneFormattersBuilt()).toBe(built + 1);
    expect(zoneFormatter('en-CA', 'Europe/Moscow', { year: 'numeric' })).toBe(
      zoneFormatter('en-CA', 'Europe/Moscow', { year: 'numeric' }),
    );
  });

  it('keeps nothing for a zone Intl refuses', () => {
    const built = zoneFormattersBuilt();
    expect(() => zoneFormatter('ru-RU', 'Mars/Olympus', {})).toThrow(RangeError);
    expect(knownTimeZone('Mars/Olympus')).toBe('Asia/Almaty');
    expect(zoneFormattersBuilt()).toBe(built);
  });
});
