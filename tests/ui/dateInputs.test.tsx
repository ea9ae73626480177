import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, Form, memoryStore, useLocaleState } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DateInput, DateTextField, DateTimeInput } from '../../src/forms/DateInputs';
import { i18nProvider } from '../../src/i18n';

// Whatever the browser's own locale: the test runner's is en-US.
const Plain = ({ initial, onValue }: { initial: string; onValue: (v: string) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <DateTextField
      label="Дата рождения"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
};

const Watch = ({ source }: { source: string }) => (
  <output data-testid={source}>{useWatch({ name: source })}</output>
);

const English = () => {
  const [, setLocale] = useLocaleState();
  return (
    <button type="button" onClick={() => setLocale('en')}>
      en
    </button>
  );
};

const inAdmin = (children: React.ReactNode) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      {children}
    </AdminContext>,
  );

/** The picker's input, once loaded (a disabled field stands in while it comes). */
const field = (label: RegExp) =>
  waitFor(() => {
    const input = screen.getByRole('textbox', { name: label });
    expect(input).toBeEnabled();
    return input;
  });

describe('date and time inputs in Russian format', () => {
  it('shows a date as DD.MM.YYYY and gives the form YYYY-MM-DD for a date typed so', async () => {
    const values: string[] = [];
    inAdmin(<Plain initial="1999-04-17" onValue={(v) => values.push(v)} />);
    const input = await field(/Дата рождения/);
    expect(input).toHaveValue('17.04.1999');
    fireEvent.change(input, { target: { value: '02.03.2001' } });
    await waitFor(() => expect(values.at(-1)).toBe('2001-03-02'));
    expect(input).toHaveValue('02.03.2001');
  });

  it('gives the form an empty value when the date is cleared', async () => {
    const values: string[] = [];
    inAdmin(<Plain initial="1999-04-17" onValue={(v) => values.push(v)} />);
    const input = await field(/Дата рождения/);
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(values.at(-1)).toBe(''));
  });

  it('shows react-admin’s date and date-time inputs as DD.MM.YYYY and 24-hour HH:mm, in English too', async () => {
    inAdmin(
      <Form defaultValues={{ start: '2026-01-05', fired: '2026-01-05T14:30' }}>
        <DateInput source="start" label="Дата начала работы" isRequired />
        <DateTimeInput source="fired" label="Дата и время увольнения" />
        <Watch source="start" />
        <English />
      </Form>,
    );
    const start = await field(/Дата начала работы/);
    expect(start).toHaveValue('05.01.2026');
    expect(await field(/Дата и время увольнения/)).toHaveValue('05.01.2026 14:30');
    fireEvent.change(start, { target: { value: '06.02.2026' } });
    await waitFor(() => expect(screen.getByTestId('start')).toHaveTextContent('2026-02-06'));
    fireEvent.click(screen.getByRole('button', { name: 'en' }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /Choose date/ }).length).toBeGreaterThan(0),
    );
    expect(await field(/Дата и время увольнения/)).toHaveValue('05.01.2026 14:30');
  });
});
