import QuizIcon from '@mui/icons-material/Quiz';
import { InterviewKitList } from './InterviewKitList';
import type { InterviewKit } from './serializer';

export const interviewKits = {
  list: InterviewKitList,
  icon: QuizIcon,
  options: { label: 'Опросники' },
  recordRepresentation: (record: InterviewKit) => record.title,
};

export { interviewKitQueries, interviewKitRestRoutes } from './queries';
export { interviewKitCallbacks } from './serializer';
export default interviewKits;
