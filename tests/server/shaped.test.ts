import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { regions, users } from '../../server/db/schema';
import { runShaped } from '../../server/db/shaped';
import { withServer } from './harness';

/**
 * Shaped queries (server/db/shaped.ts): built once per shape, then run with each call's values.
 * They must answer what drizzle answers, never the values of an earlier call, and refuse a shape
 * whose SQL is not decided by its name (checked under the test runner).
 */
const h = withServer();
const { placeholder } = sql;

const byEmail = () =>
  h.db
    .select({
      id: users.id,
      email: users.email,
      createdAt: users.createdAt,
      regionTitle: sql<
        string | null
      >`(select ${regions.title} from ${regions} where ${regions.id} = ${users.regionId})`,
      upper: sql<string>`upper(${users.email})`.mapWith(String),
    })
    .from(users)
    .where(eq(users.email, placeholder('email')));

describe('shaped queries', () => {
  it('answer what drizzle answers, with dates, nulls and computed columns, for each call’s values', async () => {
    const [one] = await h.db.select({ email: users.email }).from(users).where(eq(users.role, 'HQ')).limit(1);
    const [two] = await h.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, 'CONSULTANT'))
      .limit(1);
    for (const email of [one.email, two.email, one.email]) {
      const shaped = await runShaped<Record<string, unknown>>(h.db, 'test|byEmail', byEmail, { email });
      const plain = await byEmail().execute({ email });
      expect(shaped).toEqual(plain);
      expect(shaped).toHaveLength(1);
      expect(shaped[0].email).toBe(email);
      expect(shaped[0].createdAt).toBeInstanceOf(Date);
      expect(shaped[0].upper).toBe(email.toUpperCase());
    }
    expect(await runShaped(h.db, 'test|byEmail', byEmail, { email: 'nobody@nowhere.kz' })).toEqual([]);
  });

  it('refuse a call without a value for a placeholder', async () => {
    await expect(runShaped(h.db, 'test|byEmail', byEmail, {})).rejects.toThrow(
      'No value for placeholder "email"',
    );
  });

  it('refuse a shape whose SQL is not decided by its name, or a value written into the SQL', async () => {
    const [row] = await h.db.select({ id: users.id }).from(users).limit(1);
    const inlined = (id: number) => () => h.db.select({ id: users.id }).from(users).where(eq(users.id, id));
    expect(await runShaped(h.db, 'test|inlined', inlined(row.id), {})).toEqual([{ id: row.id }]);
    // The next caller of that shape would get the first caller's value: refused.
    await expect(runShaped(h.db, 'test|inlined', inlined(row.id + 1), {})).rejects.toThrow(
      'built differently',
    );
    const other = () => h.db.select({ id: users.id }).from(users).where(sql`false`);
    await expect(runShaped(h.db, 'test|inlined', other, {})).rejects.toThrow('built differently');
  });

  it('keep answering past the shapes sent by name (the rarer ones go unnamed)', async () => {
    const [row] = await h.db.select({ id: users.id, email: users.email }).from(users).limit(1);
    for (let i = 0; i < 230; i += 1) {
      const rows = await runShaped<{ n: number; email: string }>(
        h.db,
        `test|many|${i}`,
        () =>
          h.db
            .select({ n: sql<number>`${sql.raw(String(i))}::int`, email: users.email })
            .from(users)
            .where(eq(users.id, placeholder('id'))),
        { id: row.id },
      );
      expect(rows).toEqual([{ n: i, email: row.email }]);
    }
  });
});
