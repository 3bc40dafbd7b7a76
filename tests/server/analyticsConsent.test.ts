import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_TTL_MS, serializeConsent, uniformChoice } from '../../engine/consent/consent.ts';
import { AnalyticsResponse } from '../../schemas/api/telemetry.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 86_400_000;

/** Posts one event tagged with a marker, then counts what the server stored under that marker. */
async function send(b: Browser, site: string, marker: string): Promise<{ accepted: number; stored: number }> {
  const res = await b.request(`${ENDPOINTS.analytics.path}?site=${site}`, {
    json: { events: [{ name: 'login_click', props: { button_name: marker } }] },
  });
  expect(res.status).toBe(200);
  const { data } = AnalyticsResponse.parse(await res.json());
  const [row] = await server.deps.db.query<{ n: number }>(
    "SELECT COUNT(*)::int AS n FROM analytics_events WHERE props->>'button_name' = $1",
    [marker],
  );
  return { accepted: data.accepted, stored: row?.n ?? 0 };
}

async function visitorWith(consent?: string): Promise<Browser> {
  const b = await new Browser(server.app).visit();
  if (consent !== undefined) b.jar.set(CONSENT_COOKIE, consent);
  return b;
}

describe('analytics endpoint honours the consent cookie where the region asks for consent', () => {
  it('drops events without any choice, or after a refusal, on the consent regions', async () => {
    for (const site of ['eu', 'uk', 'tr']) {
      expect(await send(await visitorWith(), site, `none-${site}`)).toEqual({ accepted: 0, stored: 0 });
      const refused = serializeConsent(uniformChoice(false, server.clock.now - DAY));
      expect(await send(await visitorWith(refused), site, `refused-${site}`)).toEqual({ accepted: 0, stored: 0 });
    }
  });

  it('stores events with a current analytics consent', async () => {
    const accepted = serializeConsent(uniformChoice(true, server.clock.now - DAY));
    expect(await send(await visitorWith(accepted), 'eu', 'accepted-eu')).toEqual({ accepted: 1, stored: 1 });
  });

  it('a consent cookie of the older, dated form counts by its date: older than 90 days, forged, or dated in the future is none', async () => {
    const dated = (at: number) => `1.${at}.analytics`;
    expect(await send(await visitorWith(dated(server.clock.now - DAY)), 'eu', 'dated-eu')).toEqual({ accepted: 1, stored: 1 });
    expect(await send(await visitorWith(dated(server.clock.now - CONSENT_TTL_MS - 1)), 'eu', 'old-eu')).toEqual({ accepted: 0, stored: 0 });
    expect(await send(await visitorWith('analytics'), 'eu', 'garbage-eu')).toEqual({ accepted: 0, stored: 0 });
    expect(await send(await visitorWith(dated(server.clock.now + 30 * DAY)), 'eu', 'future-eu')).toEqual({ accepted: 0, stored: 0 });
  });

  it('regions that ask for no consent store events as before', async () => {
    expect(await send(await visitorWith(), 'main', 'none-main')).toEqual({ accepted: 1, stored: 1 });
    expect(await send(await visitorWith(), 'us', 'none-us')).toEqual({ accepted: 1, stored: 1 });
  });
});
