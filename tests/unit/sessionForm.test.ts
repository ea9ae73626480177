import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { MAX_DAYS_AT_ONCE, SESSION_MESSAGES, sessionCreateSchema } from '../../domain/validation/sessions';
import { calendarDays, calendarSpan, hours } from '../../resources/sessions/calendar/calendarDays';
import {
  createBody,
  createField,
  daysFrom,
  pastBody,
  toSeconds,
} from '../../resources/sessions/dialogs/sessionForm';

// The session dialogs' values → REST bodies, and the calendar's days (issue 12 points 3 and 4).
describe('session dialog bodies', () => {
  it('makes one day per date of a range, across a month end, and one past the limit for the schema to refuse', () => {
    expect(daysFrom('2026-06-29', '2026-07-02')).toEqual([
      '2026-06-29',
      '2026-06-30',
      '2026-07-01',
      '2026-07-02',
    ]);
    expect(daysFrom('2026-06-29', '')).toEqual(['2026-06-29']);
    expect(daysFrom('', '2026-07-02')).toEqual([]);
    expect(daysFrom('2026-01-01', '2026-12-31')).toHaveLength(MAX_DAYS_AT_ONCE + 1);
  });

  it('sends each day at its own hours, and the schema refuses too many days', async () => {
    const body = createBody({
      consultant: '3',
      activity: '4',
      spot: '5',
      city: '6',
      dateFrom: '2026-06-10',
      dateTo: '2026-06-11',
      plannedStartTime: '16:00',
      plannedEndTime: '20:00',
    });
    expect(body.days).toEqual([
      {
        plannedStartTime: toSeconds('2026-06-10', '16:00'),
        plannedEndTime: toSeconds('2026-06-10', '20:00'),
      },
      {
        plannedStartTime: toSeconds('2026-06-11', '16:00'),
        plannedEndTime: toSeconds('2026-06-11', '20:00'),
      },
    ]);
    expect(Number(body.days[1].plannedStartTime) - Number(body.days[0].plannedStartTime)).toBe(86_400);
    expect((await sessionCreateSchema.validate(body)).hourCount).toBe(4);
    const tooMany = createBody({
      ...body,
      consultant: '3',
      dateFrom: '2026-01-01',
      dateTo: '2026-03-01',
      plannedStartTime: '16:00',
      plannedEndTime: '20:00',
    } as never);
    await expect(sessionCreateSchema.validate(tooMany)).rejects.toThrow(SESSION_MESSAGES.tooManyDays);
  });

  it('puts a day’s message under the dates, its end under «Окончание», the region under the city', () => {
    expect(createField('days.2.plannedStartTime')).toBe('dateFrom');
    expect(createField('days')).toBe('dateFrom');
    expect(createField('days.0.plannedEndTime')).toBe('plannedEndTime');
    expect(createField('region')).toBe('city');
    expect(createField('spot')).toBe('spot');
  });

  it('sends a past session’s moments as seconds and as ISO text', () => {
    const body = pastBody({ spot: '5', city: '6', startTime: '2026-06-10T16:05', stopTime: '' });
    expect(body.startTime).toBe(dayjs('2026-06-10T16:05').unix());
    expect(body.startTimeStr).toBe(dayjs('2026-06-10T16:05').toISOString());
    expect(body.stopTime).toBeNull();
    expect(body.stopTimeStr).toBeNull();
  });
});

describe('calendar days', () => {
  it('spans whole local days from the first', () => {
    const start = dayjs('2026-06-10T15:30');
    expect(calendarDays(start, 7).map((d) => d.format('YYYY-MM-DD'))).toEqual([
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
      '2026-06-15',
      '2026-06-16',
    ]);
    const span = calendarSpan(start, 1);
    expect(Date.parse(span.to) - Date.parse(span.from)).toBe(86_400_000);
    expect(span.from).toBe(dayjs('2026-06-10T00:00').toISOString());
    expect(hours(toSeconds('2026-06-10', '16:00'), toSeconds('2026-06-10', '20:00'))).toBe('16:00–20:00');
  });
});
