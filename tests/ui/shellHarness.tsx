import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  memoryStore,
  TestMemoryRouter,
  testDataProvider,
} from 'react-admin';
import { createAuthProvider } from '../../authProvider';
import { type AuthData, writeAuthData } from '../../dataProvider/http';
import type { Role } from '../../domain/roles';
import { i18nProvider } from '../../src/i18n';

/** The logged-in user every shell test starts from; only the role changes. */
export const storedUser = (role: Role): AuthData['user'] => ({
  id: 7,
  email: 'maria@example.com',
  firstName: 'Мария',
  lastName: 'Иванова',
  photo: null,
  role,
  agency: { id: 3, title: 'Агентство Север' },
  verifiedByAgency: true,
  passwordExpired: false,
});

export const logInAs = (role: Role) => writeAuthData({ token: 'stored-token', user: storedUser(role) });

interface ShellOptions {
  /** Logged in with this role; a visitor without a login when absent. */
  role?: Role;
  path?: string;
  dataProvider?: Partial<DataProvider>;
  onLocation?: (pathname: string) => void;
  authProvider?: AuthProvider;
}

/** Renders shell pieces as a logged-in user sees them: real auth provider, real Russian texts. */
export const renderShell = (
  ui: ReactNode,
  { role, path = '/', dataProvider, onLocation, authProvider }: ShellOptions,
) => {
  if (role) logInAs(role);
  return render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(location) => onLocation?.(location.pathname)}
    >
      <AdminContext
        authProvider={authProvider ?? createAuthProvider()}
        dataProvider={testDataProvider({
          getList: async () => ({ data: [], total: 0 }),
          getOne: async () => ({ data: { id: 7 } as any }),
          ...dataProvider,
        })}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
};
