import { TextField } from '@mui/material';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  AdminContext,
  Form,
  memoryStore,
  TestMemoryRouter,
  TextInput,
  testDataProvider,
  useLocation,
  useNavigate,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../authProvider';
import { useSchemaForm } from '../../src/forms/useSchemaForm';
import { i18nProvider } from '../../src/i18n';
import { FormLeaveGuard } from '../../src/layout/FormLeaveGuard';
import { LeaveGuardProvider, leavesForm, useLeaveGuard } from '../../src/layout/LeaveGuard';
import { logInAs } from './shellHarness';

const QUESTION = 'Есть несохранённые изменения. Уйти без сохранения?';

/** A react-admin form page, as the action and activity editors and the agency page are. */
const AdminFormPage = () => (
  <Form record={{ title: 'Подарок' }} onSubmit={() => undefined}>
    <FormLeaveGuard />
    <TextInput source="title" label="Название" />
  </Form>
);

/** A plain-state form page, as the profile edit and the add-user pages are. */
const SchemaFormPage = () => {
  const form = useSchemaForm({ phone: '+77010000000' });
  useLeaveGuard(form.isDirty && !form.pending);
  return <TextField label="Телефон" {...form.textProps('phone')} />;
};

/** Home with a link to the form; the form with the app's own back arrow (history back, as the breadcrumb's). */
const Pages = ({ FormPage }: { FormPage: () => ReactElement }) => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (pathname === '/edit')
    return (
      <>
        <button type="button" aria-label="Назад" onClick={() => navigate(-1)} />
        <FormPage />
      </>
    );
  return (
    <>
      <h1>Главная</h1>
      <button type="button" onClick={() => navigate('/edit')}>
        Изменить
      </button>
    </>
  );
};

const renderPages = (FormPage: () => ReactElement) => {
  logInAs('HQ');
  render(
    <TestMemoryRouter initialEntries={['/']}>
      <AdminContext
        authProvider={createAuthProvider()}
        dataProvider={testDataProvider()}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <LeaveGuardProvider>
          <Pages FormPage={FormPage} />
        </LeaveGuardProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
};

const openForm = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Изменить' }));
};
const back = () => fireEvent.click(screen.getByRole('button', { name: 'Назад' }));

describe.each([
  ['a react-admin form', AdminFormPage, 'Название', 'Подарок'],
  ['a plain-state form', SchemaFormPage, 'Телефон', '+77010000000'],
])('leaving %s with unsaved edits', (_name, FormPage, label, start) => {
  it('asks in the product’s dialog; «Остаться» keeps the edits, «Уйти без сохранения» leaves', async () => {
    renderPages(FormPage);
    await openForm();
    const input = await screen.findByLabelText(label);
    fireEvent.change(input, { target: { value: 'Изменено' } });
    back();
    expect(await screen.findByText(QUESTION)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByText(QUESTION)).toBeNull());
    expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('Изменено');

    back();
    fireEvent.click(await screen.findByRole('button', { name: 'Уйти без сохранения' }));
    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeTruthy();
    expect(screen.queryByLabelText(label)).toBeNull();
  });

  it('leaves a form without edits (or with its edits undone) at once', async () => {
    renderPages(FormPage);
    await openForm();
    const input = await screen.findByLabelText(label);
    fireEvent.change(input, { target: { value: 'Изменено' } });
    fireEvent.change(input, { target: { value: start } });
    back();
    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeTruthy();
    expect(screen.queryByText(QUESTION)).toBeNull();
  });
});

describe('leavesForm', () => {
  const dirty = new Map([['form', true]]);
  it('holds a move to another page only, never the way to /login', () => {
    expect(leavesForm(dirty, '/action/5/edit', '/activity/3')).toBe(true);
    expect(leavesForm(dirty, '/sessions', '/sessions')).toBe(false);
    expect(leavesForm(dirty, '/action/5/edit', '/login')).toBe(false);
    expect(leavesForm(new Map([['form', false]]), '/action/5/edit', '/activity/3')).toBe(false);
  });
});
