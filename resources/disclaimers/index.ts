import GavelIcon from '@mui/icons-material/Gavel';
import { DisclaimerList } from './DisclaimerList';
import type { Disclaimer } from './serializer';

export const disclaimers = {
  list: DisclaimerList,
  icon: GavelIcon,
  options: { label: 'Дисклеймеры' },
  recordRepresentation: (record: Disclaimer) => record.title,
};

export { disclaimerQueries, disclaimerRestRoutes } from './queries';
export { disclaimerCallbacks } from './serializer';
export default disclaimers;
