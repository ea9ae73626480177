import { defineResource } from '../registration';

/**
 * Payroll (issue 25; part 2 §2 "/salaries"): the calculations list with the salary and attendance
 * dialogs, the bonus form, the page of the formulas (docs/payroll.md), and the public Calculation
 * page opened by a link without a login (part 1 §2). Read and written through GraphQL
 * (server/modules/payroll/schema.ts) and POST /api/calculationtask/.
 */
export default defineResource({
  screens: [
    { path: 'salaries', load: () => import('./CalculationsPage') },
    { path: 'salaries/bonus', load: () => import('./BonusFormPage') },
    { path: 'salaries/formulas', load: () => import('./FormulasPage') },
    { path: 'calculation/:token', load: () => import('./PublicCalculationPage'), public: true },
  ],
});
