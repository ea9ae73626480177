import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, IconButton, Typography } from '@mui/material';
import { TitlePortal, useLocation, useNavigate, useResourceDefinitions, useTranslate } from 'react-admin';
import { canAccess, ROUTES } from '../../domain/permissions';
import { useBackTarget } from './useBackTarget';
import { useRole } from './useRole';

const firstSegment = (path: string) => path.split('/').filter(Boolean)[0] ?? '';

/** The breadcrumb title key of each first path segment, read from the route table. */
const TITLE_BY_SEGMENT: Record<string, string> = Object.fromEntries(
  ROUTES.map((route) => [firstSegment(route.path), route.title]).reverse(),
);

export const breadcrumbTitle = (pathname: string): string | undefined =>
  TITLE_BY_SEGMENT[firstSegment(pathname)];

/**
 * The title from the first path segment, and a back arrow everywhere but the dashboard: to the
 * previous screen in the app when there is one, else home (the audit page for the auditor, the
 * index for everyone else, part 1 §2); never to the page it is on.
 */
export const Breadcrumb = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { home, role } = useRole();
  const segment = firstSegment(pathname);
  const title = breadcrumbTitle(pathname);
  const back = useBackTarget(home, home === '/' ? ['/dashboard'] : []);
  // A resource's views have no heading of their own: the title shown here is their h1. The custom
  // screens (dashboard, profile, agency...) and the refusal page title themselves with an h1.
  const isResource = !!useResourceDefinitions()[segment]?.hasList && canAccess(role, segment, 'list');
  return (
    <Box
      component="nav"
      aria-label="breadcrumb"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 48, pt: 1 }}
    >
      {segment !== 'dashboard' && back !== null ? (
        <IconButton
          aria-label={translate('app.shell.back')}
          onClick={() => (typeof back === 'number' ? navigate(back) : navigate(back))}
          size="small"
        >
          <ArrowBackIcon />
        </IconButton>
      ) : null}
      {title ? (
        <Typography data-testid="breadcrumb-title" variant="h6" component={isResource ? 'h1' : 'div'}>
          {translate(title)}
        </Typography>
      ) : null}
      {/* react-admin's views set their titles here; the breadcrumb's own title wins when there is one. */}
      <TitlePortal
        variant="h6"
        component={isResource && !title ? 'h1' : 'span'}
        sx={{ color: 'text.secondary', display: title ? 'none' : undefined }}
      />
    </Box>
  );
};
