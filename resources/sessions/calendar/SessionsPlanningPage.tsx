import { TeamCalendar } from './TeamCalendar';

/** /sessionsPlanning: the team calendar, editable. */
const SessionsPlanningPage = () => <TeamCalendar />;
export default SessionsPlanningPage;
