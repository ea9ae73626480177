import { describe, expect, it } from 'vitest';
import { approvalExpired, isProfileInactive } from '../../domain/permissions';
import { approveSchema, fireSchema, prolongSchema } from '../../domain/validation/employees';
import { agencyToBody, mapPosition, readAgency } from '../../resources/agencies/serializer';
import { approveBody, fireBody } from '../../resources/employees/bodies';
import { EMPLOYEE_CSV_HEADER, employeesToCsv } from '../../resources/employees/exporter';
import { daysLeft, type Employee } from '../../resources/employees/serializer';

const employee = (over: Partial<Employee> = {}): Employee => ({
  id: 7,
  firstName: 'Мария',
  lastName: 'Иванова',
  midName: 'Павловна',
  email: 'm.ivanova@demo.kz',
  role: 'CONSULTANT',
  verifiedByAgency: true,
  isFired: false,
  startWorkTime: 1767225600,
  verifiedUntil: 1775001600,
  agency: { id: 1, title: 'Промо Старт' },
  city: { id: 1, title: 'Алматы' },
  ...over,
});

describe('an approval with a term', () => {
  it('makes the profile inactive once the term is over', () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    expect(approvalExpired(past)).toBe(true);
    expect(approvalExpired(null)).toBe(false);
    expect(isProfileInactive('CONSULTANT', true, past)).toBe(true);
    expect(isProfileInactive('CONSULTANT', true, past + 3600)).toBe(false);
    expect(isProfileInactive('AGENCY_HR', null, past)).toBe(false);
  });

  it('counts the days left', () => {
    expect(daysLeft({ verifiedUntil: 10 * 86400 }, 0)).toBe(10);
    expect(daysLeft({ verifiedUntil: null })).toBeNull();
  });
});

describe('the dialogs’ bodies and schemas', () => {
  it('approve sends the start as epoch seconds, the period in months and the time zone', async () => {
    expect(approveBody({ startWorkTime: '2026-03-01', period: '6' })).toEqual({
      startWorkTime: Math.floor(new Date(2026, 2, 1).getTime() / 1000),
      period: 6,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await expect(approveSchema.validate({ startWorkTime: 1767225600 })).resolves.toMatchObject({ period: 3 });
    await expect(approveSchema.validate({ startWorkTime: '2026-03-01', period: 2 })).rejects.toThrow(
      'Выберите срок',
    );
  });

  it('fire sends an ISO time and isFired; a future time is refused', async () => {
    const body = fireBody({ firedReason: 'Переезд', firedTimeStr: '2026-01-10T10:30' });
    expect(body).toEqual({
      firedReason: 'Переезд',
      firedTimeStr: new Date(2026, 0, 10, 10, 30).toISOString(),
      isFired: true,
    });
    const future = new Date(Date.now() + 86400_000).toISOString();
    await expect(fireSchema.validate({ firedReason: 'x', firedTimeStr: future })).rejects.toThrow(
      'Дата увольнения не может быть в будущем',
    );
  });

  it('prolong needs a selection', async () => {
    await expect(prolongSchema.validate({ users_ids: [], period: 3 })).rejects.toThrow(
      'Выберите сотрудников',
    );
  });
});

describe('the employee CSV', () => {
  it('has a header and one row per employee, with the status and the term', () => {
    const csv = employeesToCsv([
      employee(),
      employee({ id: 8, isFired: true, firedReason: 'Собственное; желание' }),
    ]);
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(EMPLOYEE_CSV_HEADER.join(';'));
    expect(lines[1]).toContain('Иванова Мария Павловна;Мобильный Консультант;m.ivanova@demo.kz');
    expect(lines[1]).toContain(';Одобрен;');
    expect(lines[2]).toContain(';Уволен;');
    expect(lines[2]).toContain('"Собственное; желание"');
  });
});

describe('the agency page record', () => {
  it('keeps region and city as ids with their titles, and sends only the form fields', () => {
    const read = readAgency({ id: 1, title: 'A', region: { id: '2', title: 'Р' }, city: null } as any);
    expect(read).toMatchObject({ region: 2, regionTitle: 'Р', city: null });
    expect(agencyToBody({ ...read, latitude: '', registrationHash: 'x' })).toEqual({
      title: 'A',
      logo: null,
      phone: null,
      address: null,
      email: null,
      region: 2,
      city: null,
      latitude: null,
      longitude: null,
    });
  });

  it('centres the map on the default position without coordinates', () => {
    expect(mapPosition({ latitude: null, longitude: null })).toEqual({
      latitude: 51.511398,
      longitude: -0.112864,
      isDefault: true,
    });
  });
});
