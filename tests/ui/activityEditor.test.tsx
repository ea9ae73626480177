import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reactRouterProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_MESSAGES } from '../../domain/validation/activityScreens';
import { shellRoutes } from '../../src/routes';
import { type Call, stubNetwork } from './networkStub';
import { renderShell } from './shellHarness';

const { Routes } = reactRouterProvider;

// The nested activity editor (issue 13 point 3) as HQ meets it: focus products, mechanics and screens
// added, reordered and removed; a screen shows only its type's fields; the server's refusal shows at the nested field.

const SLOW = { timeout: 5000 };

const open = (answer: (call: Call) => { status: number; body?: unknown } | undefined) => {
  const calls = stubNetwork((call) =>
    call.url.includes('/api/graphql/')
      ? { status: 200, body: { data: { activityChoices: [] } } }
      : answer(call),
  );
  renderShell(<Routes>{shellRoutes}</Routes>, { role: 'HQ', path: '/activity/new' });
  return calls;
};

const tab = async (name: string) => fireEvent.click(await screen.findByRole('tab', { name }, SLOW));
const click = async (name: string | RegExp) =>
  fireEvent.click(await screen.findByRole('button', { name }, SLOW));
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the activity editor', () => {
  it('adds, reorders and removes focus products', async () => {
    open(() => undefined);
    await tab('Форматы и фокусные продукты');
    await click('Добавить фокусный продукт');
    fill(await screen.findByRole('textbox', { name: 'Название' }, SLOW), 'Первый');
    await click('Добавить фокусный продукт');
    // The second opens closed; its header names it by its place until it has a title.
    await screen.findByText('Фокусный продукт 2', {}, SLOW);
    await click('Выше: Фокусный продукт 2');
    const titles = () => screen.getAllByText(/^(Первый|Фокусный продукт \d)$/).map((e) => e.textContent);
    await waitFor(() => expect(titles()).toEqual(['Фокусный продукт 1', 'Первый']));
    await click('Удалить: Фокусный продукт 1');
    await waitFor(() => expect(titles()).toEqual(['Первый']));
  });

  it('adds, reorders and removes mechanics and their screens', async () => {
    open(() => undefined);
    await tab('Форматы и фокусные продукты');
    await click('Добавить фокусный продукт');
    await tab('Механики и экраны');
    await click('Добавить механику');
    fill(await screen.findByRole('textbox', { name: 'Название механики' }, SLOW), 'Знакомство');
    await click('Добавить механику');
    await click('Выше: Механика 2');
    const mechanics = () => screen.getAllByText(/^(Знакомство|Механика \d)$/).map((e) => e.textContent);
    await waitFor(() => expect(mechanics()).toEqual(['Механика 1', 'Знакомство']));
    await click('Удалить: Механика 1');
    await waitFor(() => expect(mechanics()).toEqual(['Знакомство']));

    // Screens keep their order and type: the second, made a registration, goes first.
    await click('Добавить экран');
    await click('Добавить экран');
    await click(/^Экран 2/);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Тип экрана' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Регистрация' }, SLOW));
    const screens = () => screen.getAllByText(/^Экран \d · /).map((e) => e.textContent);
    await waitFor(() => expect(screens()).toEqual(['Экран 1 · Медиа', 'Экран 2 · Регистрация']));
    await click('Выше: Экран 2');
    await waitFor(() => expect(screens()).toEqual(['Экран 1 · Регистрация', 'Экран 2 · Медиа']));
    await click('Удалить: Экран 2');
    await waitFor(() => expect(screens()).toEqual(['Экран 1 · Регистрация']));
  });

  it('shows a screen only the fields of its type, and the server’s refusal at the nested field', async () => {
    const calls = open((call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: {
              message: 'Проверьте введённые данные',
              errors: {
                'focusProducts[0].mechanics[0].screens[0].incentiveSum': [SCREEN_MESSAGES.notForType],
              },
            },
          }
        : undefined,
    );
    fill(await screen.findByRole('textbox', { name: 'Название' }, SLOW), 'Проект');
    await tab('Форматы и фокусные продукты');
    await click('Добавить фокусный продукт');
    fill(await screen.findByRole('textbox', { name: 'Название' }, SLOW), 'Продукт');
    await tab('Механики и экраны');
    await click('Добавить механику');
    fill(await screen.findByRole('textbox', { name: 'Название механики' }, SLOW), 'Знакомство');
    await click('Добавить экран');
    await click(/^Экран 1/);
    // MEDIA: its media, not the registration's incentive.
    expect(await screen.findByRole('combobox', { name: 'Медиа' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Сумма поощрения' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Тип экрана' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Регистрация' }, SLOW));
    expect(await screen.findByRole('spinbutton', { name: 'Сумма поощрения' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Медиа' })).toBeNull();

    await click('Сохранить');
    await waitFor(
      () =>
        expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/activities/'))).toHaveLength(
          1,
        ),
      SLOW,
    );
    const sent = calls.find((c) => c.url.endsWith('/api/activities/'))!.body;
    expect(sent.focusProducts[0].mechanics[0].screens[0]).toMatchObject({
      type: 'REGISTRATION',
      media: null,
    });
    const field = await screen.findByRole('spinbutton', { name: 'Сумма поощрения' }, SLOW);
    await waitFor(() => expect(field).toHaveAccessibleDescription(SCREEN_MESSAGES.notForType), SLOW);
    expect(within(document.body).getAllByText('есть ошибки').length).toBeGreaterThan(0);
  });
});
