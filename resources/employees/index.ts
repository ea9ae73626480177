import { defineResource } from '../registration';
import { employeeQueries } from './queries';

/**
 * The agency's staff (issue 4): read through 'agencyEmployees'; the lists are shown on the
 * dashboard (EmployeesSection), decisions go through ./api.
 */
export default defineResource({
  name: 'agencyEmployees',
  options: { label: 'resources.agencyEmployees.name' },
  recordRepresentation: (record: { lastName: string; firstName: string }) =>
    `${record.lastName} ${record.firstName}`,
  queries: employeeQueries,
  widgets: [
    { name: 'employees', load: () => import('./EmployeesSection'), height: { phone: 720, wide: 740 } },
  ],
});
