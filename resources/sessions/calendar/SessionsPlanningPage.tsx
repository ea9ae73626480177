import { SessionsNav } from '../SessionsNav';
import { TeamCalendar } from './TeamCalendar';

/** /sessionsPlanning: the team calendar, editable. */
const SessionsPlanningPage = () => (
  <>
    <SessionsNav />
    <TeamCalendar />
  </>
);
export default SessionsPlanningPage;
