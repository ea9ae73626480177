import { describe, expect, it } from 'vitest';
import { kpiFact, kpiMeasure } from '../../domain/kpis';

const stats = {
  session: 10,
  workTime: 40,
  contact: 480,
  effConcatsFact: 160,
  ifnConcatsFact: 300,
  reg: 100,
  swap: 60,
  compliment: 20,
};

describe('a KPI’s fact (domain/kpis.ts)', () => {
  it('is per hour worked for a PerHour apkId, and for a bare one whose title says per hour', () => {
    expect(kpiFact({ apkId: 'contactPerHour', title: 'Контакты' }, stats)).toBe(12);
    expect(kpiFact({ apkId: 'contact', title: 'Контакты в час' }, stats)).toBe(12);
    expect(kpiFact({ apkId: 'effective', title: 'Effective contacts per hour' }, stats)).toBe(4);
    expect(kpiFact({ apkId: 'reg', title: 'Регистрации / ч' }, stats)).toBe(2.5);
  });

  it('is the total otherwise, and none for an apkId that names no statistic', () => {
    expect(kpiFact({ apkId: 'contact', title: 'Контакты' }, stats)).toBe(480);
    expect(kpiFact({ apkId: 'workTime', title: 'Часы в час' }, stats)).toBe(40);
    expect(kpiFact({ apkId: 'interview', title: 'Опрос' }, stats)).toBeNull();
    expect(kpiFact({ apkId: null, title: 'Контакты в час' }, stats)).toBeNull();
    expect(kpiMeasure({ apkId: 'toStringPerHour', title: '' })).toBeNull();
  });

  it('is 0 per hour before any hour is worked', () => {
    expect(kpiFact({ apkId: 'contactPerHour', title: '' }, { ...stats, workTime: 0 })).toBe(0);
  });
});
