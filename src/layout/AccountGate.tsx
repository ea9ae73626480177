import { Box, Button } from '@mui/material';
import { lazy, type ReactNode, Suspense, useReducer } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { readAuthData, writeAuthData } from '../../dataProvider/http';
import { isProfileInactive } from '../../domain/permissions';
import { isRole } from '../../domain/roles';
import { ErrorPage } from '../pages/ErrorPage';

/** Met only by a user whose password has expired: its form (and yup) load then. */
const PasswordExpiredPage = lazy(() =>
  import('../pages/password/PasswordExpiredPage').then((m) => ({ default: m.PasswordExpiredPage })),
);

/**
 * Before any screen: an inactive profile sees only 'ОШИБКА!' / 'Ваш профиль не активен, свяжитесь
 * с агентством' and a way out; an expired password must be replaced first.
 */
export const AccountGate = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const logout = useLogout();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const auth = readAuthData();
  const user = auth?.user;

  if (
    user &&
    isRole(user.role) &&
    isProfileInactive(
      user.role,
      user.verifiedByAgency as boolean | null,
      user.verifiedUntil as number | null | undefined,
    )
  )
    return (
      <Box>
        <ErrorPage message="app.error.profileInactive" />
        <Box sx={{ textAlign: 'center' }}>
          <Button variant="outlined" onClick={() => logout()}>
            {translate('app.menu.logout')}
          </Button>
        </Box>
      </Box>
    );

  if (auth && user?.passwordExpired === true)
    return (
      <Suspense fallback={null}>
        <PasswordExpiredPage
          role={user.role}
          onChanged={() => {
            writeAuthData({ ...auth, user: { ...user, passwordExpired: false } });
            refresh();
          }}
        />
      </Suspense>
    );

  return children;
};
