import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmployeeList } from '../../resources/employees/EmployeeList';
import { renderShell } from './shellHarness';

describe('the dashboard’s employee list searches by name (its own search box, no filter form)', () => {
  it('asks the server with what was typed, beside the list’s own filter', async () => {
    const asked: Record<string, unknown>[] = [];
    renderShell(<EmployeeList kind="new" />, {
      role: 'AGENCY_HR',
      dataProvider: {
        // The list's count (KeysetPagination), as dataProvider/countList.ts answers it.
        countList: async () => ({ n: 0, kind: 'EXACT' }),
        getList: async (_resource, params) => {
          asked.push(params.filter);
          return { data: [], total: 0 };
        },
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Поиск по имени' });
    expect(box).toHaveAttribute('placeholder', 'Поиск по имени');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked[0]).toEqual({ verifiedByAgency_Isnull: true, isFired: false });

    fireEvent.change(box, { target: { value: 'Петров' } });
    expect(box).toHaveValue('Петров');
    expect(screen.getByRole('button', { name: 'Очистить' })).toBeInTheDocument();
    await waitFor(() =>
      expect(asked).toContainEqual({ verifiedByAgency_Isnull: true, isFired: false, q: 'Петров' }),
    );
  });
});
