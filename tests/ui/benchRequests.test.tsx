import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BROWSER_ZONE,
  type BrowserRequest,
  calendarTeamRequest,
  SCREENS,
  screenRequests,
} from '../../bench/browser';
import { buildDataProvider } from '../../dataProvider';
import { forgetLists } from '../../dataProvider/keysetPages';
import { fetchCalendarTeam } from '../../resources/sessions/calendar/api';

/**
 * Issue 28 point 1: each benchmark request is the one the browser sends. The app's own data
 * provider (every resource registered, its real transport) posts a screen's first page and its
 * count to a fake fetch; bench/browser.ts must build the same bodies (documents, variables and
 * operation names), the time zone apart (the browser's own; the benchmark sends the demo's).
 */

let posted: BrowserRequest[];

beforeEach(() => {
  posted = [];
  forgetLists();
  localStorage.setItem('authData', JSON.stringify({ token: 'tok', user: { id: 1, role: 'HQ' } }));
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    posted.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ data: {} }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

afterEach(() => vi.unstubAllGlobals());

/** The browser's request with the benchmark's time zone, where the document takes one. */
const inBenchZone = (request: BrowserRequest) =>
  'timeZone' in request.variables
    ? { ...request, variables: { ...request.variables, timeZone: BROWSER_ZONE } }
    : request;

describe('the benchmarks ask what the browser asks', () => {
  for (const screen of Object.keys(SCREENS) as (keyof typeof SCREENS)[]) {
    for (const filter of [{}, { q: 'Магнум' }]) {
      it(`${screen}${'q' in filter ? ', searched' : ''}: the first page and the count`, async () => {
        const { resource, params } = SCREENS[screen];
        const asked = { ...params.filter, ...filter };
        const provider = buildDataProvider();
        await provider.getList(resource, {
          pagination: { page: 1, perPage: params.perPage },
          sort: params.sort,
          filter: asked,
        });
        await provider.countList(resource, { filter: asked, sort: params.sort });
        expect(posted).toHaveLength(2);
        const [page, count] = posted.map(inBenchZone);

        const bench = await screenRequests(screen, filter);
        expect(bench.page).toEqual(page);
        // The count goes without an operation name (dataProvider/countList.ts).
        expect({ operationName: undefined, ...bench.count }).toEqual({ operationName: undefined, ...count });
        // What the benchmark measures is the screen's whole selection, not a trimmed one.
        expect(bench.page.query).toContain('edges');
        if (resource === 'sessions') expect(bench.page.variables.timeZone).toBe(BROWSER_ZONE);
      });
    }
  }
});

describe("the teams benchmark asks for the calendar's people as the calendar does", () => {
  it('the first page of a team, then the page after a cursor', async () => {
    const answer = { calendarTeam: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } };
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      posted.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ data: answer }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    await fetchCalendarTeam('9', '', null);
    await fetchCalendarTeam('9', '', 'CURSOR');
    expect(posted).toEqual([calendarTeamRequest('9'), calendarTeamRequest('9', 'CURSOR')]);
    // A page of the team, never the whole team (the calendar asked for 1,000 at once before).
    expect(posted[0].variables.first).toBeLessThanOrEqual(50);
    expect(posted[0].query).toContain('calendarTeam(');
  });
});
