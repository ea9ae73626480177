/** Holds the production-volume database open and prints its URL (for psql while tuning): `node --import tsx bench/hold.mts`. */
import { openBenchDatabase } from './data/database';

const db = await openBenchDatabase();
console.log(db.url);
process.on('SIGTERM', () => db.stop().then(() => process.exit(0)));
process.on('SIGINT', () => db.stop().then(() => process.exit(0)));
setInterval(() => undefined, 1 << 30);
