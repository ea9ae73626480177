import { createRequire } from 'node:module';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { type ContactEvent, TIMELINE_QUERY } from '../../resources/sessions/timeline/api';
import { historyLines } from '../../resources/sessions/timeline/SessionHistory';
import { axisRange, contactEnd, laneOf } from '../../resources/sessions/timeline/TimelineAxis';
import { SPOT_QUERY } from '../../resources/spots/api';
import { schema as serverSchema } from '../../server/graphql';
import { en } from '../../src/i18n/en';
import { ru } from '../../src/i18n/ru';

// The server's Pothos schema is built with graphql's CommonJS build; validate with one instance.
const schema = buildSchema(createRequire(import.meta.url)('graphql').printSchema(serverSchema));

const contact = (start: number, stop: number | null, extra: Partial<ContactEvent> = {}): ContactEvent => ({
  contactEventId: String(start),
  startTime: start,
  stopTime: stop,
  watchStopTime: null,
  compliment: null,
  denial: null,
  review: null,
  exchange: null,
  registration: null,
  photos: [],
  ...extra,
});

describe('the timeline’s axis', () => {
  const bounds = { start: 1000, stop: 5000, plannedStart: 900, plannedEnd: 4000 };

  it('runs from the actual start to stop, and from the plan when the session has not started', () => {
    expect(axisRange(bounds, [])).toEqual({ from: 1000, to: 5000 });
    expect(axisRange({ ...bounds, start: null, stop: null }, [])).toEqual({ from: 900, to: 4000 });
    // Started, not stopped: up to now.
    expect(axisRange({ ...bounds, stop: null }, [], 3000)).toEqual({ from: 1000, to: 3000 });
  });

  it('widens to a contact outside the session’s times, to its last sub-event', () => {
    const late = contact(4900, 5100, { registration: { time: 5300 } });
    expect(contactEnd(late)).toBe(5300);
    expect(axisRange(bounds, [contact(800, 900), late])).toEqual({ from: 800, to: 5300 });
  });

  it('puts overlapping contacts on separate lanes and reuses a lane once it is free', () => {
    expect(laneOf([contact(0, 100), contact(50, 120), contact(110, 200), contact(130, 140)])).toEqual([
      0, 1, 0, 1,
    ]);
  });
});

describe('the session’s history, readable', () => {
  const translate = (messages: object) => (key: string, options?: { _?: string }) =>
    (key.split('.').reduce<any>((node, part) => node?.[part], messages) as string | undefined) ??
    options?._ ??
    key;

  it('says what changed from what to what, in each language', () => {
    const details = JSON.stringify({
      status: ['PLANNED', 'DELETED'],
      spotId: [3, 4],
      stopTime: ['2026-03-01T15:00:00.000Z', null],
      odd: ['x', 'y'],
    });
    const ruLines = historyLines(details, translate(ru) as never, 'ru');
    expect(ruLines[0]).toBe('Статус: Запланирована → Удалена');
    expect(ruLines[1]).toBe('Точка: №3 → №4');
    expect(ruLines[2]).toMatch(/^Окончание: 01 марта, 2026 \d\d:00 → —$/);
    expect(ruLines[3]).toBe('odd: x → y');
    const enLines = historyLines(details, translate(en) as never, 'en');
    expect(enLines[0]).toBe('Status: Planned → Deleted');
    expect(enLines[2]).toMatch(/^Stop: 01 March, 2026 \d\d:00 → —$/);
  });

  it('lists a created session’s fields, and nothing for unreadable details', () => {
    expect(historyLines(JSON.stringify({ city: 2 }), translate(ru) as never, 'ru')).toEqual(['Город: №2']);
    expect(historyLines('not json', translate(ru) as never, 'ru')).toEqual([]);
  });
});

describe('the timeline’s and the spot page’s documents', () => {
  it('are valid against the server’s schema', () => {
    for (const query of [TIMELINE_QUERY, SPOT_QUERY])
      expect(validate(schema, parse(query)).map((e) => e.message)).toEqual([]);
  });
});
