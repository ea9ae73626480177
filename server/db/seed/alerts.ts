import { raiseAlerts } from '../../modules/alerts/raise';
import type { Tx } from './util';

/** How far back the demo's alerts reach: the last two weeks of the demo history, left open. */
const DEMO_ALERT_DAYS = 14;

/**
 * The demo's open alerts (issue 24 point 4): what the alerts job would have raised over the last
 * two weeks of the demo history (its MISSED and CORRUPTED sessions), so that the dashboards and
 * alert/{id} have something to show the moment the demo is seeded; the job raises the new ones.
 */
export const seedAlerts = (tx: Tx) => raiseAlerts(tx, undefined, { lookbackHours: DEMO_ALERT_DAYS * 24 });
