import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import { SESSION_CHOICE_RESOURCES, sessionQueries } from './queries';

/**
 * Sessions (issue 12): the list at /sessions; sessions-search and sessions-edit are screens of
 * this folder (src/pages/screens.ts). The filters' choices are resources of their own.
 */
export default defineResource({
  name: 'sessions',
  list: lazyView(() => import('./SessionList').then((m) => m.SessionList)),
  icon: EventNoteIcon,
  options: { label: 'resources.sessions.name' },
  resources: Object.values(SESSION_CHOICE_RESOURCES).map((name) => ({ name })),
  queries: sessionQueries,
});
