/** The agency's staff lists (issue 4): shown on the dashboard, read through 'agencyEmployees'. */
export { EmployeesSection } from './EmployeesSection';
export { employeeQueries } from './queries';

export const agencyEmployeesResource = {
  options: { label: 'Сотрудники агентства' },
  recordRepresentation: (record: { lastName: string; firstName: string }) =>
    `${record.lastName} ${record.firstName}`,
};
