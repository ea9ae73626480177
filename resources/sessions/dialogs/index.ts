/**
 * The session dialogs (issue 12 point 3), for the team calendar, the session list and the
 * session's page: new, edit a planned one (with delete), delete, edit a past one.
 */
import type { PlannedSession } from './api';

export type { PlannedSession } from './api';
export { SESSION_FIELDS } from './api';
export { SessionCreateDialog, type SessionCreateDialogProps } from './SessionCreateDialog';
export { SessionDeleteDialog } from './SessionDeleteDialog';
export { type SessionDialogProps, SessionEditDialog } from './SessionEditDialog';
export { SessionPastDialog } from './SessionPastDialog';

/** A planned session opens the plan's edit dialog; one that started (or should have) the past one. */
export const isPlanEditable = (session: Pick<PlannedSession, 'status'>) => session.status === 'PLANNED';
