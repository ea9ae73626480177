import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import { displayProgramCode } from './display';
import { programQueries, programRestRoutes } from './queries';
import { programCallbacks } from './serializer';

/** Programs; 'programcategories' is read for the program dialog's select. */
export default defineResource({
  name: 'programs',
  list: lazyView(() => import('./ProgramList').then((m) => m.ProgramList)),
  icon: LoyaltyIcon,
  options: { label: 'resources.programs.name' },
  recordRepresentation: displayProgramCode,
  resources: [
    {
      name: 'programcategories',
      options: { label: 'resources.programcategories.name' },
      recordRepresentation: (record) => record.name,
    },
  ],
  queries: programQueries,
  restRoutes: programRestRoutes,
  callbacks: programCallbacks,
});
