import { Box, Typography } from '@mui/material';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { DASHBOARDS, WIDGETS, type WidgetName } from '../../domain/dashboards';
import { can } from '../../domain/permissions';
import registrations from '../../resources';
import { useRole } from '../layout/useRole';

/** Every registered widget's view by name (resources/<x>/index.ts `widgets`), loaded on first show. */
const VIEWS = new Map<WidgetName, ComponentType>(
  registrations.flatMap(({ widgets = [] }) => widgets.map(({ name, load }) => [name, lazy(load)] as const)),
);

/** The height a widget holds before its code and figures come (about a widget's own). */
const WIDGET_PLACEHOLDER_HEIGHT = 280;

/**
 * One widget, loaded when it comes near the window (a widget below the fold costs the first
 * screen nothing: issue 24's Lighthouse budget); the first two load at once.
 */
const Widget = ({ name, eager }: { name: WidgetName; eager: boolean }) => {
  const View = VIEWS.get(name);
  const [near, setNear] = useState(eager);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !ref.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  if (!View) return null;
  // Until its code has come, a widget keeps a placeholder's height: collapsed, it would pull the
  // widgets after it into the window, and they would load too (the whole dashboard at once).
  const placeholder = <Box sx={{ height: WIDGET_PLACEHOLDER_HEIGHT }} />;
  return (
    <Box ref={ref} data-widget={name} sx={{ minWidth: 0 }}>
      {near ? <Suspense fallback={placeholder}>{<View />}</Suspense> : placeholder}
    </Box>
  );
};

/** The home screen: its title, a greeting and the role's widgets (domain/dashboards.ts), in order. */
const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { role } = useRole();
  const names = (role ? (DASHBOARDS[role] ?? []) : []).filter((name) => can(role, WIDGETS[name]));
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.title.dashboard')}
      </Typography>
      {identity ? (
        <Typography>
          {translate('app.dashboard.greeting', { name: identity.firstName || identity.fullName })}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {names.map((name, index) => (
          <Widget key={name} name={name} eager={index < 2} />
        ))}
      </Box>
    </Box>
  );
};

export default Dashboard;
