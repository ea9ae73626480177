import { Tab, Tabs } from '@mui/material';
import { Link, useLocation, useTranslate } from 'react-admin';
import { can, ROUTES } from '../../domain/permissions';
import { useRole } from '../../src/layout/useRole';

/** The sessions screens, in the order a coordinator works them: plan, look, find, change. */
const SCREENS = ['sessionsPlanning', 'sessionsView', 'sessions', 'sessions-search', 'sessions-edit'] as const;

/**
 * One row of links between the sessions screens (issue 23 point 1): the calendar (planning and
 * view), the list, the search and the bulk edit reach one another in a click, each shown to the
 * roles its route admits. Scrolls sideways on its own on a phone.
 */
export const SessionsNav = () => {
  const translate = useTranslate();
  const { role } = useRole();
  const { pathname } = useLocation();
  const screens = SCREENS.map((path) => ROUTES.find((route) => route.path === path)!).filter((route) =>
    can(role, route.permission),
  );
  const current = screens.find((route) => pathname === `/${route.path}`)?.path ?? false;
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={translate('app.menu.sessions')}
      sx={{ mb: 1, borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
    >
      {screens.map((route) => (
        <Tab
          key={route.path}
          value={route.path}
          label={translate(route.title)}
          component={Link}
          to={`/${route.path}`}
          sx={{ minHeight: 40, textTransform: 'none' }}
        />
      ))}
    </Tabs>
  );
};
