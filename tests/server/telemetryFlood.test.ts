import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_CAPS } from '../../schemas/api/telemetry.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { createApp } from '../../server/app.ts';
import type { Deps } from '../../server/appDeps.ts';
import { openServerDeps, optionsFromEnv } from '../../server/openDeps.ts';
import type { TelemetryLimits } from '../../server/telemetryLimitValues.ts';
import { fromAddress } from './helpers.ts';
import { openMemoryDb } from './memoryDb.ts';

/**
 * The two telemetry endpoints flooded from many clients, in-process (app.request with
 * each client's address), against small limits so the caps are reached in seconds. Past each
 * client's rate the answer is a 429, and the tables stay at their caps. The figures printed here are the ones in docs/budgets.md.
 */
const LIMITS: TelemetryLimits = { analyticsPosts: 30, errorReports: 10, windowMs: 60_000, analyticsRows: 2_000, errorGroups: 50 };
const CLIENTS = 10;
const POSTS_PER_CLIENT = 40;

let deps: Deps;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  deps = {
    ...(await openServerDeps({ db: await openMemoryDb('migrated'), seedDemo: false, now: () => Date.now() })),
    telemetryLimits: LIMITS,
  };
  app = createApp(deps);
});
afterAll(() => deps.db.close());

/** A post as one client would make it: its own address (as node's socket gives it) and the csrf pair. */
function post(client: number, path: string, body: unknown, to = app) {
  return fromAddress(to, `203.0.113.${client}`).request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'csrftoken=t', csrftoken: 't' },
    body: JSON.stringify(body),
  });
}

const maxEvent = (i: number) => {
  const props: Record<string, string> = {};
  // Just under the byte cap: 14 properties of 60 characters (about 960 bytes).
  for (let k = 0; k < 14; k++) props[`p${k}`] = `${i}`.padEnd(60, 'x');
  return { name: 'login_click', props };
};
const analyticsBody = (i: number) => ({ events: Array.from({ length: ANALYTICS_CAPS.eventsPerPost }, () => maxEvent(i)) });

async function tableFacts(table: string) {
  const [row] = await deps.db.query<{ n: number; bytes: number }>(
    `SELECT COUNT(*)::int AS n, pg_total_relation_size('${table}')::int AS bytes FROM ${table}`,
  );
  return row!;
}

describe('telemetry under a flood', () => {
  it('refuses posts over the caps in plain words: events per post, properties and bytes per event', async () => {
    const tooMany = await post(200, ENDPOINTS.analytics.path, { events: Array.from({ length: 21 }, () => maxEvent(0)) });
    expect(tooMany.status).toBe(400);
    const tooBig = await post(201, ENDPOINTS.analytics.path, {
      events: [{ name: 'login_click', props: { a: 'x'.repeat(512), b: 'y'.repeat(512) } }],
    });
    expect(tooBig.status).toBe(400);
    expect((await tooBig.json()).message).toContain('at most 1024 bytes');
    const props = Object.fromEntries(Array.from({ length: 17 }, (_, k) => [`k${k}`, k]));
    const tooWide = await post(202, ENDPOINTS.analytics.path, { events: [{ name: 'login_click', props }] });
    expect((await tooWide.json()).message).toContain('at most 16 properties');
  });

  it('answers 429 with Retry-After past each client rate and keeps analytics_events within its row cap', async () => {
    const statuses = new Map<number, number>();
    let retryAfter = 0;
    const started = performance.now();
    for (let client = 1; client <= CLIENTS; client++) {
      for (let i = 0; i < POSTS_PER_CLIENT; i++) {
        const res = await post(client, ENDPOINTS.analytics.path, analyticsBody(i));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 429) {
          retryAfter = Number(res.headers.get('retry-after'));
          expect(retryAfter).toBeGreaterThanOrEqual(1);
          expect(retryAfter).toBeLessThanOrEqual(60);
        }
        await res.arrayBuffer();
      }
    }
    const accepted = CLIENTS * LIMITS.analyticsPosts;
    expect(Object.fromEntries(statuses)).toEqual({ 200: accepted, 429: CLIENTS * POSTS_PER_CLIENT - accepted });
    const facts = await tableFacts('analytics_events');
    // 300 posts of 20 events were stored one after the other: 6,000 rows, of which the cap keeps the newest.
    expect(facts.n).toBe(LIMITS.analyticsRows);
    const [{ oldest }] = (await deps.db.query<{ oldest: number }>('SELECT MIN(id)::int AS oldest FROM analytics_events')) as [
      { oldest: number },
    ];
    expect(oldest).toBeGreaterThan(accepted * ANALYTICS_CAPS.eventsPerPost - LIMITS.analyticsRows);
    console.info(
      `[flood] analytics: ${CLIENTS * POSTS_PER_CLIENT} posts (${Object.entries(Object.fromEntries(statuses))
        .map(([s, n]) => `${n} × ${s}`)
        .join(
          ', ',
        )}), ${accepted * ANALYTICS_CAPS.eventsPerPost} rows offered, ${facts.n} kept, table ${(facts.bytes / 1024 / 1024).toFixed(1)} MB, ${Math.round(performance.now() - started)} ms`,
    );
  });

  it('groups error reports by fingerprint with a count, answers 429 past the rate and keeps at most the group cap', async () => {
    // The same error from every client (numbers in the message differ): one group.
    for (let client = 1; client <= CLIENTS; client++) {
      const res = await post(client, ENDPOINTS.errorReport.path, {
        message: `Cannot read properties of undefined (reading 'x') at item ${client}`,
        stack: `TypeError: boom at item ${client}\n    at render (https://site/assets/app-abc.js?v=${client}:1:200)\n    at main (https://site/assets/app-abc.js:1:50)`,
      });
      expect(res.status).toBe(200);
    }
    const [group] = await deps.db.query<{ count: number }>("SELECT count FROM error_reports WHERE message LIKE 'Cannot read%'");
    expect(group!.count).toBe(CLIENTS);

    // Distinct errors from many clients: each client's rate, then the oldest groups pruned.
    let refused = 0;
    for (let client = 1; client <= CLIENTS; client++) {
      for (let i = 0; i < 15; i++) {
        const res = await post(client, ENDPOINTS.errorReport.path, {
          message: `failure kind ${client}-${i}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!),
          stack: 'x'.repeat(16_000),
        });
        if (res.status === 429) {
          refused++;
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        } else expect(res.status).toBe(200);
      }
    }
    // Each client had used 1 of its 10 on the grouped error: 9 more pass, 6 are refused.
    expect(refused).toBe(CLIENTS * 6);
    const facts = await tableFacts('error_reports');
    expect(facts.n).toBe(LIMITS.errorGroups);
    console.info(
      `[flood] error reports: ${CLIENTS * 16} posts, ${refused} × 429, ${facts.n} groups kept, table ${(facts.bytes / 1024).toFixed(0)} KB`,
    );
  });
});

describe('telemetry rates from the environment', () => {
  it("ANALYTICS_POSTS_PER_MINUTE and ERROR_REPORTS_PER_MINUTE set one client's rate; a bad value stops the start in plain words", async () => {
    const { telemetryLimits } = optionsFromEnv({ ANALYTICS_POSTS_PER_MINUTE: '3', ERROR_REPORTS_PER_MINUTE: '2' });
    expect(telemetryLimits).toEqual({ windowMs: 60_000, analyticsPosts: 3, errorReports: 2 });
    expect(optionsFromEnv({}).telemetryLimits).toBeUndefined();
    expect(() => optionsFromEnv({ ANALYTICS_POSTS_PER_MINUTE: 'lots' })).toThrow(
      'ANALYTICS_POSTS_PER_MINUTE must be a whole number from 1 to 1000000, got "lots"',
    );
    expect(() => optionsFromEnv({ ERROR_REPORTS_PER_MINUTE: '0' })).toThrow('ERROR_REPORTS_PER_MINUTE must be');
    // Through openServerDeps, as npm start passes them: the fourth analytics post of one client is refused.
    const own = await openServerDeps({ db: await openMemoryDb('migrated'), seedDemo: false, telemetryLimits });
    try {
      const ownApp = createApp(own);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await post(250, ENDPOINTS.analytics.path, { events: [maxEvent(i)] }, ownApp);
        statuses.push(res.status);
        await res.arrayBuffer();
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await own.db.close();
    }
  });
});
