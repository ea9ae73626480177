import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import { SESSION_CHOICE_RESOURCES, sessionQueries } from './queries';

/**
 * Sessions (issue 12): the list at /sessions; the timeline, the team calendar (planning and view),
 * sessions-search and sessions-edit are screens of this folder. The filters' choices are resources
 * of their own.
 */
export default defineResource({
  screens: [
    { path: 'session/:sessionId', load: () => import('./timeline/SessionTimelinePage') },
    { path: 'sessionsPlanning', load: () => import('./calendar/SessionsPlanningPage') },
    { path: 'sessionsView', load: () => import('./calendar/SessionsViewPage') },
    { path: 'sessions-search', load: () => import('./SessionsSearchPage') },
    { path: 'sessions-edit', load: () => import('./SessionsEditPage') },
  ],
  name: 'sessions',
  list: lazyView(() => import('./SessionList').then((m) => m.SessionList)),
  icon: EventNoteIcon,
  options: { label: 'resources.sessions.name' },
  resources: Object.values(SESSION_CHOICE_RESOURCES).map((name) => ({ name })),
  queries: sessionQueries,
});
