import { defineResource } from '../registration';

/**
 * Sessions (issue 12): so far the team calendar (calendar/, screens sessionsPlanning and
 * sessionsView) and the session dialogs (dialogs/), which read and write through their own calls.
 */
export default defineResource({});
