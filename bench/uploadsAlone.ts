import { exitOnMissedTargets, startDemoDatabase } from './demoDatabase';
import { benchUploads } from './uploads';

const main = async () => {
  const demo = await startDemoDatabase();
  await demo.pool.end();
  await benchUploads(demo.url);
  await demo.stop();
  exitOnMissedTargets();
};
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
