import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { EmployeeList } from '../../resources/employees/EmployeeList';
import { renderShell } from './shellHarness';

const open = (role: Role) => {
  const where: string[] = [];
  renderShell(<EmployeeList kind="new" />, {
    role,
    path: '/',
    onLocation: (pathname) => where.push(pathname),
    dataProvider: { getList: async () => ({ data: [], total: 0 }) },
  });
  return where;
};

describe('the employee lists lead to user/add', () => {
  it.each<Role>(['AGENCY_HR', 'HQ'])(
    '%s finds «Добавить пользователя» and it opens user/add',
    async (role) => {
      const where = open(role);
      fireEvent.click(await screen.findByRole('link', { name: 'Добавить пользователя' }));
      // The page it opens then asks the server for its choices, which this harness does not answer
      // (a slow run may already be sent on from there): the link's own navigation is what counts.
      await waitFor(() => expect(where).toContain('/user/add'));
    },
  );

  it('the agency manager, who may not add users, is not offered it', async () => {
    open('AGENCY_MANAGER');
    expect(await screen.findByRole('button', { name: 'Экспорт CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Добавить пользователя' })).not.toBeInTheDocument();
  });
});
