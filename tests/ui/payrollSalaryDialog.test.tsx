import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SalaryDialog from '../../resources/payroll/SalaryDialog';
import { type Call, stubNetwork } from './networkStub';
import { renderShell } from './shellHarness';

const NO_PEOPLE = 'За этот период нет ни одного человека с сессиями';

/** The server: choices by period (the activity only once both dates are given), a start, then a failed task. */
const server = () =>
  stubNetwork((call: Call) => {
    if (call.url.includes('calculationtask')) return { status: 201, body: { id: 9, status: 'queued' } };
    if (!call.url.includes('graphql')) return undefined;
    if (call.body.query.includes('calculationTask('))
      return {
        status: 200,
        body: { data: { calculationTask: { id: '9', status: 'failed', errorMessage: NO_PEOPLE } } },
      };
    const dated = call.body.variables?.dateFrom === '2031-03-01';
    return {
      status: 200,
      body: {
        data: {
          payrollChoices: {
            activities: dated ? [{ id: '11', title: 'Акция марта', parentId: null }] : [],
            focusProducts: dated
              ? [{ id: '21', title: 'Стик', activity: { id: '11', title: 'Акция марта' } }]
              : [],
            models: [],
            devices: [],
            departments: [],
          },
        },
      },
    };
  });

const typeDate = async (label: RegExp, day: string) => {
  const input = await waitFor(
    () => {
      const field = screen.getByRole('textbox', { name: label });
      expect(field).toBeEnabled();
      return field;
    },
    { timeout: 20_000 },
  );
  fireEvent.change(input, { target: { value: day.split('-').reverse().join('.') } });
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the salary dialog (part 2 §2, §4)', () => {
  it('loads the period’s activities and focus products on its dates, shows generating, then the calculation’s error', async () => {
    const calls = server();
    const onClose = vi.fn();
    renderShell(<SalaryDialog onClose={onClose} onStarted={() => undefined} />, { role: 'HQ' });
    const dialog = await screen.findByRole('dialog');
    // Nothing filled: the required fields say so, nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Рассчитать' }));
    expect(await within(dialog).findAllByText('Это обязательное поле')).not.toHaveLength(0);
    expect(calls.some((c) => c.url.includes('calculationtask'))).toBe(false);

    await typeDate(/Дата начала/, '2031-03-01');
    await typeDate(/Дата окончания/, '2031-03-31');
    expect(await within(dialog).findByTestId('salary-focus-products')).toHaveTextContent('Стик');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Активность/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Акция марта' }));
    fireEvent.change(within(dialog).getByTestId('salary-params'), { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Рассчитать' }));
    expect(await within(dialog).findByTestId('salary-generating')).toHaveTextContent('Расчёт выполняется…');
    expect(await within(dialog).findByTestId('salary-error', {}, { timeout: 5000 })).toHaveTextContent(
      NO_PEOPLE,
    );
    expect(within(dialog).queryByTestId('salary-generating')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    const sent = calls.find((c) => c.url.includes('calculationtask'))!;
    expect(sent.body).toMatchObject({
      date_from: '2031-03-01',
      date_to: '2031-03-31',
      params: {
        type: 'salary',
        activity: 11,
        params: 1000,
        tier1: 80,
        tier2: 100,
        bonusValues: ['registration'],
      },
    });
  });
});
