/** The calculation job kind jobWorkerChild.ts registers for jobRecovery.test.ts. */
export const CALC_QUEUE = 'test-calculations';
/** Result rows of one calculation, committed one at a time (a checkpoint after each). */
export const CALC_ROWS = 5;
