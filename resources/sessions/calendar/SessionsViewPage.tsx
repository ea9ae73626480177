import { TeamCalendar } from './TeamCalendar';

/** /sessionsView: the same calendar, read-only. */
const SessionsViewPage = () => <TeamCalendar readOnly />;
export default SessionsViewPage;
