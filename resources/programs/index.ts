import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { displayProgramCode } from './display';
import { ProgramList } from './ProgramList';

export const programs = {
  list: ProgramList,
  icon: LoyaltyIcon,
  options: { label: 'Программы' },
  recordRepresentation: displayProgramCode,
};

export const programCategoryResource = {
  options: { label: 'Категории программ' },
  recordRepresentation: (record: { name: string }) => record.name,
};

export { programQueries, programRestRoutes } from './queries';
export { programCallbacks } from './serializer';
export default programs;
