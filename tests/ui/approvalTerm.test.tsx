import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApproveDialog } from '../../resources/employees/ApproveDialog';
import type { Employee } from '../../resources/employees/serializer';
import { i18nProvider } from '../../src/i18n';
import { stubNetwork } from './networkStub';

// Issue 23 point 5: an approval's period reads right: the dialog shows the end the server will
// save (the start plus the term, a local day) and sends the approver's time zone with it.

const SLOW = { timeout: 20_000 };
const employee = {
  id: 7,
  firstName: 'Камила',
  lastName: 'Оспанова',
  email: 'k@x.kz',
  role: 'CONSULTANT',
  verifiedByAgency: null,
  isFired: false,
} as Employee;

afterEach(() => vi.unstubAllGlobals());

describe('the approve dialog', () => {
  it('shows the term’s end as start + term (DD.MM.YYYY) and sends the time zone', async () => {
    // The dialog also reads the person's questionnaire (GraphQL); the approval is the REST call.
    const network = stubNetwork((call) =>
      call.url.includes('graphql')
        ? { status: 200, body: { data: { profile: { id: '7', questionnaireVisible: false } } } }
        : { status: 200, body: { id: 7 } },
    );
    const approvals = () => network.filter((call) => !call.url.includes('graphql'));
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ApproveDialog employee={employee} onClose={() => {}} />
      </AdminContext>,
    );
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const end = await within(dialog).findByTestId('approval-end', {}, SLOW);
    // Today and the default term of 3 months.
    expect(end).toHaveTextContent(
      `Одобрен до ${dayjs().startOf('day').add(3, 'month').format('DD.MM.YYYY')}`,
    );

    const start = await waitFor(() => {
      const input = within(dialog).getByRole('textbox', { name: /Дата начала работы/ });
      expect(input).toBeEnabled();
      return input;
    }, SLOW);
    fireEvent.change(start, { target: { value: '31.01.2027' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Срок одобрения/ }));
    fireEvent.click(await screen.findByRole('option', { name: '1 месяц' }));
    // 31 January + 1 month: the last day of February, as the server counts.
    await waitFor(() => expect(end).toHaveTextContent('Одобрен до 28.02.2027'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    await waitFor(() => expect(approvals()).toHaveLength(1), SLOW);
    expect(approvals()[0].body).toEqual({
      startWorkTime: dayjs('2027-01-31').unix(),
      period: 1,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  }, 60_000);
});
