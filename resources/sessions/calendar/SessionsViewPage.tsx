import { SessionsNav } from '../SessionsNav';
import { TeamCalendar } from './TeamCalendar';

/** /sessionsView: the same calendar, read-only. */
const SessionsViewPage = () => (
  <>
    <SessionsNav />
    <TeamCalendar readOnly />
  </>
);
export default SessionsViewPage;
