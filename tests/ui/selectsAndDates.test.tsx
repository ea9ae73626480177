import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DayField } from '../../resources/shared/DayField';
import { SelectField } from '../../src/forms/SelectField';
import { i18nProvider } from '../../src/i18n';
import { dayText, formatDate, momentText, weekdayText } from '../../src/layout/dates';

// Issue 23 point 5: no select offers an empty first row; dates read DD.MM.YYYY and weekdays
// alike on every screen.

const CITIES = [
  { id: 1, name: 'Алматы' },
  { id: 2, name: 'Астана' },
];

describe('the native select of the public forms', () => {
  it('does not offer a blank choice when required, though nothing is chosen yet', () => {
    render(<SelectField label="Город" required value="" onChange={() => {}} choices={CITIES} />);
    const offered = screen
      .getAllByRole('option', { hidden: false })
      .filter((o) => !(o as HTMLOptionElement).hidden);
    expect(offered.map((o) => o.textContent)).toEqual(['Алматы', 'Астана']);
    const blank = screen.getByRole('combobox').querySelector('option[value=""]') as HTMLOptionElement;
    expect(blank.disabled).toBe(true);
    expect(blank.hidden).toBe(true);
  });

  it('names the choice that lifts an optional value', () => {
    render(<SelectField label="Пол" value="" onChange={() => {}} choices={CITIES} emptyLabel="Не важно" />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Не важно', 'Алматы', 'Астана']);
  });
});

describe('dates', () => {
  const moment = new Date(2026, 10, 27, 9, 5, 33); // Friday 27 November 2026, local time

  it('reads DD.MM.YYYY and DD.MM.YYYY HH:mm whatever the language, without seconds', () => {
    expect(dayText(moment)).toBe('27.11.2026');
    expect(momentText(moment.toISOString())).toBe('27.11.2026 09:05');
    expect(dayText(null)).toBe('');
  });

  it('names a weekday the way the user panel does (D MMMM, ddd)', () => {
    const panel = formatDate(moment.getTime(), 'D MMMM, ddd', 'ru');
    expect(panel.endsWith('птн')).toBe(true);
    expect(weekdayText(moment, 'ru')).toBe('птн, 27.11.2026');
    expect(weekdayText(moment, 'en')).toBe('Fri, 27.11.2026');
  });

  it('shows a list’s date column as DD.MM.YYYY HH:mm', () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <RecordContextProvider value={{ id: 1, usedDate: moment.toISOString() }}>
          <DayField source="usedDate" withTime />
        </RecordContextProvider>
      </AdminContext>,
    );
    expect(screen.getByText('27.11.2026 09:05')).toBeInTheDocument();
  });
});
