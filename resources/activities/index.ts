import { defineResource } from '../registration';
import { activityQueries } from './queries';

/** Activities: read for the side menu's Projects (no <Resource> until the activity pages exist). */
export default defineResource({ queries: activityQueries });
