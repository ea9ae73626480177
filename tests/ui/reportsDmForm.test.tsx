import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DmReportForm } from '../../resources/dataMatrixes/DmReportForm';
import { type Answer, type Call, stubNetwork } from './networkStub';
import { renderShell } from './shellHarness';

const LISTS: Record<string, { id: number; title: string }[]> = {
  agencyRegion: [
    { id: 1, title: 'Алматинская' },
    { id: 2, title: 'Карагандинская' },
  ],
  agencies: [{ id: 5, title: 'Агентство Север' }],
  agencyCity: [{ id: 9, title: 'Алматы' }],
};

/** Activities by their dates: A runs in November only, B in November and December. */
const activitiesIn = (filter: { dateStart: string; dateEnd: string }) =>
  [
    { id: 11, title: 'Акция A', start: '2026-11-01', stop: '2026-11-30' },
    { id: 12, title: 'Акция B', start: '2026-11-01', stop: '2026-12-31' },
  ].filter((a) => a.start <= filter.dateEnd && a.stop >= filter.dateStart);

const getList = vi.fn(async (resource: string, params: any) => {
  const data = resource === 'reportActivity' ? activitiesIn(params.filter) : (LISTS[resource] ?? []);
  return { data, total: data.length } as any;
});

const render = () => renderShell(<DmReportForm pollMs={5} />, { role: 'HQ', dataProvider: { getList } });

const select = (name: RegExp) => screen.getByRole('combobox', { name });

/** Opens a multi-select, clicks its options by name, and closes it. */
const choose = async (name: RegExp, ...options: string[]) => {
  fireEvent.mouseDown(select(name));
  const list = await screen.findByRole('listbox');
  for (const option of options) fireEvent.click(await within(list).findByRole('option', { name: option }));
  fireEvent.keyDown(list, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};

/** The app's date picker (loaded on demand), typed as it shows a day: DD.MM.YYYY. */
const dateField = (label: RegExp) =>
  waitFor(
    () => {
      const input = screen.getByRole('textbox', { name: label });
      expect(input).toBeEnabled();
      return input;
    },
    { timeout: 20_000 },
  );
const shown = (day: string) => day.split('-').reverse().join('.');
const typeDate = async (label: RegExp, day: string) =>
  fireEvent.change(await dateField(label), { target: { value: shown(day) } });

const setDates = async (start: string, end: string) => {
  await typeDate(/Дата начала/, start);
  await typeDate(/Дата окончания/, end);
};

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  getList.mockClear();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The report engine's answers: run → id 3, then 'running' once, then finished (or failed). */
const engine = (file: Answer = { status: 200, body: 'xlsx' }) => {
  let polls = 0;
  return stubNetwork((call: Call) => {
    if (call.url === '/api/reports/run/') return { status: 200, body: { id: 3 } };
    if (call.url === '/api/reports/status/3/')
      return polls++ === 0
        ? { status: 200, body: { status: 'running', id: 3, filename: null } }
        : {
            status: 200,
            body: { status: 'finished', id: 3, filename: 'dm_codes_report_2026_11_01_2026_11_30.xlsx' },
          };
    if (call.url.startsWith('/api/reports/get/3/')) return file;
  });
};

describe('the data-matrix report form', () => {
  it('reloads the activities when the dates change and drops chosen ones no longer offered', async () => {
    render();
    await setDates('2026-11-01', '2026-11-30');
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'reportActivity',
        expect.objectContaining({ filter: { dateStart: '2026-11-01', dateEnd: '2026-11-30' } }),
      ),
    );
    await choose(/Активности/, 'Акция A', 'Акция B');
    expect(select(/Активности/)).toHaveTextContent('Акция A, Акция B');

    await typeDate(/Дата окончания/, '2026-12-31');
    await typeDate(/Дата начала/, '2026-12-01');
    await waitFor(() => expect(select(/Активности/)).toHaveTextContent('Акция B'));
    expect(select(/Активности/)).not.toHaveTextContent('Акция A');
  });

  it('clears a region, agency or city selection with the drop-all value and keeps each choice once', async () => {
    render();
    await choose(/Регионы/, 'Алматинская', 'Карагандинская');
    expect(select(/Регионы/)).toHaveTextContent('Алматинская, Карагандинская');
    await choose(/Регионы/, 'Сбросить выбор');
    expect(select(/Регионы/)).toHaveTextContent(/^\W*$/);
    await choose(/Города/, 'Алматы');
    await choose(/Города/, 'Сбросить выбор');
    expect(select(/Города/)).toHaveTextContent(/^\W*$/);
  });

  it('sends only the filters given, saves the finished file and clears the form', async () => {
    const calls = engine();
    render();
    await setDates('2026-11-01', '2026-11-30');
    await choose(/Агентства/, 'Агентство Север');
    fireEvent.click(screen.getByRole('button', { name: 'Сформировать отчёт' }));
    await waitFor(() => expect(saved).toEqual(['dm_codes_report_2026_11_01_2026_11_30.xlsx']));
    expect(calls[0]).toEqual({
      url: '/api/reports/run/',
      method: 'POST',
      body: { report: 'dm_codes_report', date_start: '2026-11-01', date_end: '2026-11-30', agencies: [5] },
    });
    expect(calls.filter((c) => c.url.startsWith('/api/reports/status/'))).toHaveLength(2);
    await waitFor(async () => expect(await dateField(/Дата начала/)).toHaveValue(''));
    expect(select(/Агентства/)).not.toHaveTextContent('Агентство Север');
  });

  it("says 'Ошибка загрузки' when the file fails, and 'Ошибка выполнения' when the report does", async () => {
    engine({ status: 404, body: { detail: 'Не найдено' } });
    render();
    await setDates('2026-11-01', '2026-11-30');
    fireEvent.click(screen.getByRole('button', { name: 'Сформировать отчёт' }));
    expect(await screen.findByText('Ошибка загрузки')).toBeInTheDocument();
    expect(await dateField(/Дата начала/)).toHaveValue('01.11.2026');

    stubNetwork((call) =>
      call.url === '/api/reports/run/'
        ? { status: 200, body: { id: 4 } }
        : { status: 200, body: { status: 'Ошибка выполнения', id: 4, filename: null } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Сформировать отчёт' }));
    expect(await screen.findByText('Ошибка выполнения')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
