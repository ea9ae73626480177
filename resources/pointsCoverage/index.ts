import MapIcon from '@mui/icons-material/Map';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import { reportQueries } from '../shared/reports/queries';

/** The Points coverage page (HQ): the spots_coverage_report form; the report engine's queries. */
export default defineResource({
  name: 'points-coverage',
  list: lazyView(() => import('./PointsCoverageList').then((m) => m.PointsCoverageList)),
  icon: MapIcon,
  options: { label: 'app.title.pointsCoverage' },
  queries: reportQueries,
});
