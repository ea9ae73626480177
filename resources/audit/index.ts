import { defineResource } from '../registration';

/**
 * The audit (issue 26): /audit-page (the auditor's home), audit/new (the quiz editor) and
 * audit/{id}/view (one audit's results); ROUTES guard them with screen.audit.
 */
export default defineResource({
  screens: [
    { path: 'audit-page', load: () => import('./AuditPage') },
    { path: 'audit/new', load: () => import('./AuditNewPage') },
    { path: 'audit/:id/view', load: () => import('./AuditViewPage') },
  ],
});
