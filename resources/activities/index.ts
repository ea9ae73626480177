import { defineResource } from '../registration';
import { activityQueries } from './queries';

/**
 * Activities (projects): read for the side menu's Projects; the project page, its live view, the
 * editor and its preview, and the action editor are screens of this folder.
 */
export default defineResource({
  queries: activityQueries,
  screens: [
    { path: 'activity/new', load: () => import('./editor/ActivityEditorPage') },
    { path: 'activity/:id', load: () => import('./page/ActivityPage') },
    { path: 'activity/:id/edit', load: () => import('./editor/ActivityEditorPage') },
    { path: 'activity/:id/view', load: () => import('./editor/ActivityPreviewPage') },
    { path: 'activity/:id/live', load: () => import('./page/ActivityLivePage') },
    { path: 'action/new', load: () => import('./action/ActionEditorPage') },
    { path: 'action/:id/edit', load: () => import('./action/ActionEditorPage') },
  ],
});
