import { type SQL, sql } from 'drizzle-orm';

/** An int[] as ONE query parameter (drizzle expands a bare array into one parameter per item). */
export const intArray = (values: readonly number[]): SQL => sql`${sql.param([...values])}::int[]`;
