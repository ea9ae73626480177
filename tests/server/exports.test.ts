import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { csvDates, csvText } from '../../domain/csv';
import { LIST_EXPORTS } from '../../domain/exports';
import { sessionsExport } from '../../domain/exports/sessions';
import { MESSAGES } from '../../domain/messages';
import { runExport } from '../../server/modules/exports/runner';
import { EXPORTS_PER_USER, EXPORTS_TOTAL, takeExportSlot } from '../../server/modules/exports/slots';
import { tokensFor } from './catalogSupport';
import { withServer } from './harness';

/** POST /api/export/: the whole list, as the list reads it, streamed as CSV. */
const h = withServer();
const tokens = tokensFor(h);

const APPROVED = {
  verifiedByAgency: true,
  isFired: false,
  role_In: ['COORDINATOR', 'CONSULTANT', 'AGENCY_MANAGER'],
  orderBy: 'lastName',
};

const exportCsv = (token: string | null, body: unknown) =>
  h.app.inject({
    method: 'POST',
    url: '/api/export/',
    headers: token ? { authorization: `JWT ${token}` } : {},
    payload: body as object,
  });

/** The data rows of a CSV answer, as cells (no quoted separators in these fixtures). */
const rowsOf = (text: string) => {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  return { header: lines[0].split(';'), rows: lines.slice(1).map((l) => l.split(';')) };
};

/** Every id of the list as the browser pages through it. */
const listIds = async (token: string) => {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const res: any = await h.gql(
      token,
      `query ($after: String) { agencyEmployees(first: 1000, after: $after, verifiedByAgency: true, isFired: false,
        role_In: ["COORDINATOR", "CONSULTANT", "AGENCY_MANAGER"], orderBy: "lastName") {
        edges { node { id } } pageInfo { hasNextPage endCursor } } }`,
      { after },
    );
    const page = res.data.agencyEmployees;
    ids.push(...page.edges.map((e: any) => e.node.id));
    if (!page.pageInfo.hasNextPage) return ids;
    after = page.pageInfo.endCursor;
  }
};

describe('list export', () => {
  beforeAll(async () => {
    const agency = async (title: string) =>
      (await h.pool.query('select id from agencies where title = $1', [title])).rows[0].id;
    const own = await agency('Промо Старт');
    const other = await agency('Вектор Маркетинг');
    const insert = (agencyId: number, n: number, prefix: string) =>
      h.pool.query(
        `insert into users (email, password_hash, role, first_name, last_name, agency_id, verified_by_agency, start_work_time)
         select $3 || g || '@export.test', 'x', 'CONSULTANT', 'Имя' || g, 'Фамилия' || lpad(g::text, 5, '0'), $1, true, now()
         from generate_series(1, $2) g`,
        [agencyId, n, prefix],
      );
    await insert(own, 1500, 'own');
    await insert(other, 300, 'other');
  });

  it('holds every row of the list, in its order, scoped to the HR agency', async () => {
    const res = await exportCsv(tokens.AGENCY_HR, {
      resource: 'agencyEmployees',
      variables: APPROVED,
      fileName: 'employees-approved',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('employees-approved.csv');
    const { header, rows } = rowsOf(res.body);
    expect(header.slice(0, 3)).toEqual(['ID', 'ФИО', 'Роль']);
    expect(rows.length).toBeGreaterThan(1500);
    expect(rows.map((r) => r[0])).toEqual(await listIds(tokens.AGENCY_HR));
    expect(new Set(rows.map((r) => r[6]))).toEqual(new Set(['Промо Старт']));
    const inScope = await h.count(
      `select count(*) from users u join agencies a on a.id = u.agency_id where a.title = 'Промо Старт'
       and u.verified_by_agency and not u.is_fired and u.role in ('COORDINATOR', 'CONSULTANT', 'AGENCY_MANAGER')`,
    );
    expect(rows).toHaveLength(inScope);
  });

  it('gives HQ every agency', async () => {
    const res = await exportCsv(tokens.HQ, { resource: 'agencyEmployees', variables: APPROVED });
    const { rows } = rowsOf(res.body);
    expect(new Set(rows.map((r) => r[6]))).toEqual(new Set(['Промо Старт', 'Вектор Маркетинг']));
    expect(rows.length).toBeGreaterThan(1800);
    expect(rows.map((r) => r[0])).toEqual(await listIds(tokens.HQ));
  });

  it('follows the filters: a search narrows the file as it narrows the list', async () => {
    const res = await exportCsv(tokens.AGENCY_HR, {
      resource: 'agencyEmployees',
      variables: { ...APPROVED, searchString_Icontains: 'Фамилия0001' },
    });
    const { rows } = rowsOf(res.body);
    expect(rows.map((r) => r[1])).toEqual(
      Array.from({ length: 10 }, (_, i) => `Фамилия000${10 + i} Имя${10 + i}`),
    );
  });

  it('writes dates in the time zone the browser names', async () => {
    await h.pool.query(
      "update users set start_work_time = '2026-03-01T20:30:00Z' where email = 'own1@export.test'",
    );
    const dateOf = async (timeZone: string) => {
      const res = await exportCsv(tokens.AGENCY_HR, {
        resource: 'agencyEmployees',
        variables: { ...APPROVED, searchString_Icontains: 'own1@export.test' },
        timeZone,
      });
      return rowsOf(res.body).rows[0][9];
    };
    expect(await dateOf('Asia/Almaty')).toBe('02.03.2026');
    expect(await dateOf('Europe/London')).toBe('01.03.2026');
  });

  it('refuses whoever may not read the list, and bad requests', async () => {
    expect((await exportCsv(null, { resource: 'formats' })).statusCode).toBe(401);
    expect((await exportCsv(tokens.CONSULTANT, { resource: 'agencyEmployees' })).statusCode).toBe(403);
    expect((await exportCsv(tokens.AGENCY_HR, { resource: 'formats' })).statusCode).toBe(403);
    const unknown = await exportCsv(tokens.HQ, { resource: 'passwords' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.resource).toEqual(['Этот список нельзя выгрузить']);
    const badVariable = await exportCsv(tokens.HQ, {
      resource: 'agencyEmployees',
      variables: { isFired: 'maybe' },
    });
    expect(badVariable.statusCode).toBe(400);
    const badName = await exportCsv(tokens.HQ, { resource: 'formats', fileName: '../../etc/passwd' });
    expect(badName.statusCode).toBe(400);
  });

  /**
   * Exports running elsewhere (another server process, say): each holds a slot in a transaction
   * of its own connection, as the runner does, until `end` lets go of them all.
   */
  const running = async (userIds: number[]) => {
    const clients: pg.Client[] = [];
    for (const id of userIds) {
      const client = new pg.Client(h.pool.options);
      await client.connect();
      clients.push(client);
      await client.query('begin transaction isolation level repeatable read read only');
      await takeExportSlot(client, id);
    }
    return {
      end: async () => {
        for (const client of clients) {
          await client.query('rollback');
          await client.end();
        }
      },
    };
  };
  const userId = async (role: string) =>
    (await h.pool.query('select id from users where role = $1 order by id limit 1', [role])).rows[0].id;
  const employees = (token: string) =>
    exportCsv(token, { resource: 'agencyEmployees', variables: APPROVED, fileName: 'employees' });

  it(`refuses a user's export past ${EXPORTS_PER_USER} at once, with the message, until one ends`, async () => {
    const hr = await userId('AGENCY_HR');
    const whole = rowsOf((await employees(tokens.AGENCY_HR)).body).rows;
    const others = await running(Array.from({ length: EXPORTS_PER_USER }, () => hr));
    try {
      const refused = await employees(tokens.AGENCY_HR);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toBe(MESSAGES.exportsBusyUser);
      // Another user's export is not held back by this one's.
      expect((await employees(tokens.HQ)).statusCode).toBe(200);
    } finally {
      await others.end();
    }
    // Once they end, the export runs, and its file is the same, whole.
    const again = await employees(tokens.AGENCY_HR);
    expect(again.statusCode).toBe(200);
    expect(rowsOf(again.body).rows).toEqual(whole);
  });

  it(`refuses any export past ${EXPORTS_TOTAL} at once in all, with the message`, async () => {
    // Other users' exports, none of them this HR's.
    const others = await running(Array.from({ length: EXPORTS_TOTAL }, (_, i) => 2_000_000 + i));
    try {
      const refused = await employees(tokens.AGENCY_HR);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toBe(MESSAGES.exportsBusyTotal);
    } finally {
      await others.end();
    }
    expect((await employees(tokens.AGENCY_HR)).statusCode).toBe(200);
  });

  it('lets go of its slots when it ends: more exports one after another than the bound', async () => {
    for (let i = 0; i <= EXPORTS_PER_USER; i++)
      expect((await exportCsv(tokens.HQ, { resource: 'formats' })).statusCode).toBe(200);
  });

  it('lets go of its slot when its client goes, mid-file or before reading a byte', async () => {
    const viewer = {
      id: await userId('HQ'),
      role: 'HQ' as const,
      agencyId: null,
      regionId: null,
      passwordExpired: false,
      inactive: false,
    };
    const start = () =>
      runExport(LIST_EXPORTS.agencyEmployees, { db: h.db, viewer }, APPROVED, 'Asia/Almaty');
    const files = [await start(), await start(), await start()];
    // One read in part (its first chunk of 1,800 rows), two never read: all three gone.
    for await (const chunk of files[0]) {
      expect(String(chunk)).toContain('ФИО');
      break;
    }
    files[1].destroy();
    files[2].destroy();
    const held = () =>
      h.count(`select count(*) from pg_locks where locktype = 'advisory'
        and database = (select oid from pg_database where datname = current_database())`);
    await vi.waitFor(async () => expect(await held()).toBe(0));
    const res = await exportCsv(tokens.HQ, { resource: 'agencyEmployees', variables: APPROVED });
    expect(res.statusCode).toBe(200);
    expect(rowsOf(res.body).rows.length).toBeGreaterThan(1800);
  });
});

describe('sessions export', () => {
  beforeAll(async () => {
    // The demo's sessions twice more, a year and two later (several export pages), some without
    // their city or in another than their spot's: the titles must come out the same joined.
    const { rows } = await h.pool.query<{ name: string }>(
      `select column_name as name from information_schema.columns where table_name = 'sessions'
       and table_schema = current_schema() and column_name <> 'id' and is_generated = 'NEVER'`,
    );
    const names = rows.map((r) => `"${r.name}"`);
    for (const years of [1, 2]) {
      const shifted = names.map((n) =>
        /time"$/.test(n)
          ? `${n} + interval '${years} year'`
          : n === '"city_id"'
            ? `case id % 5 when 0 then null when 1 then (select max(id) from cities) when 2 then (select min(id) from cities) else ${n} end`
            : n,
      );
      await h.pool.query(
        `insert into sessions (${names.join(', ')}) select ${shifted.join(', ')} from sessions where planned_start_time < now() + interval '${years - 1} year'`,
      );
    }
  });

  /** The list as the browser pages through it (pages of 25: the list's own statement), as CSV. */
  const listedCsv = async (token: string, variables: Record<string, unknown>, timeZone: string) => {
    const dates = csvDates(timeZone);
    const rows: unknown[][] = [sessionsExport.header as unknown as unknown[]];
    let after: string | null = null;
    const document = sessionsExport.document;
    for (;;) {
      const res: any = await h.gql(token, document, { ...variables, timeZone, first: 25, after });
      expect(res.errors).toBeUndefined();
      const page = res.data.sessions;
      for (const edge of page.edges) rows.push(...sessionsExport.rows(edge.node, dates));
      if (!page.pageInfo.hasNextPage) return { text: csvText(rows), rows: rows.length - 1 };
      after = page.pageInfo.endCursor;
    }
  };

  it("is byte for byte the list's rows, titles and dates as the list shows them", async () => {
    // The export reads pages of hundreds with the titles joined; the list, pages of 25 with them
    // as subqueries: both the same file, every row (several export pages), in the reader's zone.
    for (const [variables, timeZone] of [
      [{ orderBy: '-plannedStartTime' }, 'Asia/Almaty'],
      [{ orderBy: 'startTime' }, 'Europe/Berlin'],
    ] as const) {
      const listed = await listedCsv(tokens.HQ, variables, timeZone);
      expect(listed.rows).toBeGreaterThan(600);
      const res = await exportCsv(tokens.HQ, { resource: 'sessions', variables, timeZone });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(listed.text);
    }
    const titled = await h.count(
      'select count(*) from sessions where activity_id is not null and city_id is not null',
    );
    expect(titled).toBeGreaterThan(0);
  });
});
