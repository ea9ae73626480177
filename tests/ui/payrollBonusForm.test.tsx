import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BonusFormPage from '../../resources/payroll/BonusFormPage';
import { type Answer, type Call, stubNetwork } from './networkStub';
import { renderShell } from './shellHarness';

const MISSING = 'Не все обязательные поля заполнены. Пожалуйста, добавьте необходимые данные.';
const CHOICES = {
  activities: [{ id: '11', title: 'Акция A', parentId: null }],
  focusProducts: [{ id: '21', title: 'Стик Синий', activity: { id: '11', title: 'Акция A' } }],
  models: [{ id: '31', title: 'Модель X', parentId: null }],
  devices: [{ id: '41', title: 'Модель X — Синий', parentId: '31' }],
  departments: [],
};

/** The server: the choices on entry, then POST /calculationtask answered by `save`. */
const server = (save: (call: Call) => Answer = () => ({ status: 201, body: { id: 5, status: 'queued' } })) =>
  stubNetwork((call) => {
    if (call.url.includes('graphql')) return { status: 200, body: { data: { payrollChoices: CHOICES } } };
    if (call.url.includes('calculationtask')) return save(call);
    return undefined;
  });

const form = () => screen.getByTestId('bonus-form');
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });
const inputs = (testId: string) => screen.getAllByTestId(testId) as HTMLInputElement[];
const shown = (day: string) => day.split('-').reverse().join('.');
const typeDate = async (label: RegExp, day: string) => {
  const input = await waitFor(
    () => {
      const field = screen.getByRole('textbox', { name: label });
      expect(field).toBeEnabled();
      return field;
    },
    { timeout: 20_000 },
  );
  fireEvent.change(input, { target: { value: shown(day) } });
};
const fillRow = (index: number, values: { group: string; title: string; volume: string; sum: string }) => {
  fireEvent.change(inputs('bonus-group')[index], { target: { value: values.group } });
  fireEvent.change(inputs('bonus-title')[index], { target: { value: values.title } });
  fireEvent.change(inputs('bonus-volume')[index], { target: { value: values.volume } });
  fireEvent.change(inputs('bonus-sum')[index], { target: { value: values.sum } });
};
const posts = (calls: Call[]) =>
  calls.filter((c) => c.url.includes('calculationtask') && c.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the bonus form (part 2 §4, §5)', () => {
  it('starts with isValid null and a row of 0 and 0; a save with missing data says so and sets it false', async () => {
    const calls = server();
    renderShell(<BonusFormPage />, { role: 'HQ' });
    expect(await screen.findByRole('heading', { name: 'Расчёт бонусов' })).toBeInTheDocument();
    expect(form()).toHaveAttribute('data-valid', 'null');
    expect(inputs('bonus-volume')[0].value).toBe('0');
    expect(inputs('bonus-sum')[0].value).toBe('0');
    expect(screen.getByRole('textbox', { name: /Дата начала \*/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Дата окончания \*/ })).toBeInTheDocument();
    fireEvent.click(saveButton());
    expect(await screen.findByText(MISSING)).toBeInTheDocument();
    expect(form()).toHaveAttribute('data-valid', 'false');
    // Any edit sets it true again.
    fireEvent.change(inputs('bonus-group')[0], { target: { value: 'Г' } });
    expect(form()).toHaveAttribute('data-valid', 'true');
    expect(posts(calls)).toHaveLength(0);
  });

  it('turns a negative volume or sum into 0, keeps integers, and counts 0 as empty', async () => {
    const calls = server();
    renderShell(<BonusFormPage />, { role: 'HQ' });
    await screen.findByTestId('bonus-row-0');
    await typeDate(/Дата начала/, '2031-03-01');
    await typeDate(/Дата окончания/, '2031-03-31');
    fillRow(0, { group: 'A', title: 'Новые', volume: '-7', sum: '12.9' });
    expect(inputs('bonus-volume')[0].value).toBe('0');
    expect(inputs('bonus-sum')[0].value).toBe('12');
    fireEvent.click(saveButton());
    expect(await screen.findByText(MISSING)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the rows, shows success and disables Save; Add and delete rows', async () => {
    const calls = server();
    renderShell(<BonusFormPage />, { role: 'HQ' });
    await screen.findByTestId('bonus-row-0');
    await typeDate(/Дата начала/, '2031-03-01');
    await typeDate(/Дата окончания/, '2031-03-31');
    fillRow(0, { group: 'A', title: 'Новые', volume: '3', sum: '100' });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(inputs('bonus-volume')).toHaveLength(2);
    expect(inputs('bonus-volume')[1].value).toBe('0');
    fireEvent.click(screen.getAllByRole('button', { name: 'Удалить строку' })[1]);
    expect(inputs('bonus-volume')).toHaveLength(1);
    fireEvent.click(saveButton());
    expect(await screen.findByText('Операция прошла успешно.')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByTestId('bonus-error')).toBeNull();
    expect(posts(calls)[0].body).toEqual({
      date_from: '2031-03-01',
      date_to: '2031-03-31',
      params: {
        type: 'bonus',
        bonuses: [
          {
            group: 'A',
            title: 'Новые',
            volume: 3,
            sumNewCustomer: 100,
            focusProducts: [],
            activities: [],
            devices: [],
            models: [],
          },
        ],
      },
    });
  });

  it('shows the server’s error in the form’s error block, and Save stays enabled', async () => {
    server(() => ({
      status: 400,
      body: {
        message: 'Проверьте введённые данные',
        errors: { 'params.bonuses[0].activities': ['Выбранное значение не существует'] },
      },
    }));
    renderShell(<BonusFormPage />, { role: 'HQ' });
    await screen.findByTestId('bonus-row-0');
    await typeDate(/Дата начала/, '2031-03-01');
    await typeDate(/Дата окончания/, '2031-03-31');
    fillRow(0, { group: 'A', title: 'Новые', volume: '3', sum: '100' });
    fireEvent.click(saveButton());
    expect(await screen.findByTestId('bonus-error')).toHaveTextContent('Выбранное значение не существует');
    expect(saveButton()).toBeEnabled();
  });
});
