import QuizIcon from '@mui/icons-material/Quiz';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import { interviewKitQueries, interviewKitRestRoutes } from './queries';
import { type InterviewKit, interviewKitCallbacks } from './serializer';

export default defineResource({
  name: 'interview-kits',
  list: lazyView(() => import('./InterviewKitList').then((m) => m.InterviewKitList)),
  icon: QuizIcon,
  options: { label: 'resources.interview-kits.name' },
  recordRepresentation: (record: InterviewKit) => record.title,
  queries: interviewKitQueries,
  restRoutes: interviewKitRestRoutes,
  callbacks: interviewKitCallbacks,
});
