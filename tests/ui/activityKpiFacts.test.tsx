import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { ActivityData, ActivityStats } from '../../resources/activities/api';
import { ActivityFacts } from '../../resources/activities/page/ActivityFacts';
import { i18nProvider } from '../../src/i18n';

// Issue 23 point 5: «Контакты в час · Факт 7851» showed the total contacts; a per-hour KPI's fact
// is per hour worked, from the same statistics as the plan rows.

const stats: ActivityStats = {
  session: 200,
  consultants: 9,
  workTime: 650,
  contact: 7851,
  effConcatsFact: 2600,
  ifnConcatsFact: 4000,
  effConcatsPlan: null,
  ifnConcatsPlan: null,
  reg: 1300,
  swap: 1300,
  compliment: 500,
};

const kpi = (id: string, title: string, apkId: string | null) => ({
  id,
  title,
  apkId,
  planMin: 1,
  planMax: 2,
  order: Number(id),
});

const activity = {
  id: '1',
  title: 'glo hyper',
  contactCountPerHour: 12,
  effectiveContactsPerHour: 4,
  kpis: [
    kpi('1', 'Контакты в час', 'contact'),
    kpi('2', 'Эффективные', 'effectivePerHour'),
    kpi('3', 'Регистрации', 'reg'),
    kpi('4', 'Опрос', 'interview'),
  ],
} as unknown as ActivityData;

const factOf = (title: string) => {
  const row = within(screen.getByTestId('activity-kpis')).getByText(title).closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell').at(-1)?.textContent;
};

describe('the project page’s KPI facts', () => {
  it('gives a per-hour KPI its fact per hour worked, a total KPI the total, another none', () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ActivityFacts activity={activity} stats={stats} />
      </AdminContext>,
    );
    // 7851 contacts in 650 hours: 12.1 an hour, as the plan row «Контактов в час» says.
    expect(factOf('Контакты в час')).toBe('12.1');
    const planRow = within(screen.getByTestId('activity-plan')).getAllByRole('row')[1];
    expect(within(planRow).getAllByRole('cell').at(-1)?.textContent).toBe('12.1');
    expect(factOf('Эффективные')).toBe('4');
    expect(factOf('Регистрации')).toBe('1300');
    expect(factOf('Опрос')).toBe('—');
  });
});
