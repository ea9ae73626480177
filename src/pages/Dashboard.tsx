import { Box, Typography } from '@mui/material';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { DASHBOARDS, WIDGETS, type WidgetName } from '../../domain/dashboards';
import { can } from '../../domain/permissions';
import registrations from '../../resources';
import { Deferred } from '../layout/Deferred';
import { useIsPhone } from '../layout/useIsPhone';
import { useRole } from '../layout/useRole';

interface View {
  Component: ComponentType;
  /** Its declared height (resources/registration.ts WidgetRegistration), as MUI's responsive value. */
  height: { xs: number; sm: number };
}

/** Every registered widget's view by name (resources/<x>/index.ts `widgets`), loaded on first show. */
const VIEWS = new Map<WidgetName, View>(
  registrations.flatMap(({ widgets = [] }) =>
    widgets.map(
      ({ name, load, height }) =>
        [name, { Component: lazy(load), height: { xs: height.phone, sm: height.wide } }] as const,
    ),
  ),
);

/**
 * One widget, loaded when it comes near the window (a widget below the fold costs the first
 * screen nothing: issue 24's Lighthouse budget); the first screen's load at once: two on a wide
 * screen, whose window shows the second's top, the first alone on a phone, whose window it fills
 * (the second then loads as it comes near, after the first has shown). Each mounts in its own
 * transition (Deferred), not with the dashboard nor with one another.
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
  const { Component, height } = View;
  // A widget holds its declared height from the first paint, before its code and figures come and
  // after (taller content scrolls inside): nothing below it moves as the dashboard fills, and
  // widgets below the window stay there, unloaded, until scrolled near.
  return (
    <Box ref={ref} data-widget={name} sx={{ minWidth: 0, height, overflowY: 'auto' }}>
      {near ? (
        <Deferred>
          <Suspense fallback={null}>
            <Component />
          </Suspense>
        </Deferred>
      ) : null}
    </Box>
  );
};

/** The home screen: its title, a greeting and the role's widgets (domain/dashboards.ts), in order. */
const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { role } = useRole();
  const phone = useIsPhone();
  const names = (role ? (DASHBOARDS[role] ?? []) : []).filter((name) => can(role, WIDGETS[name]));
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.title.dashboard')}
      </Typography>
      {/* The greeting's line is held while the identity loads (it would push the widgets down). */}
      <Typography sx={{ minHeight: '1.5em' }}>
        {identity
          ? translate('app.dashboard.greeting', { name: identity.firstName || identity.fullName })
          : null}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {names.map((name, index) => (
          <Widget key={name} name={name} eager={index < (phone ? 1 : 2)} />
        ))}
      </Box>
    </Box>
  );
};

export default Dashboard;
