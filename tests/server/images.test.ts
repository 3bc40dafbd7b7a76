import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipArtUrl } from '../../engine/images.ts';
import { startTestServer, type TestServer } from './helpers.ts';

describe('images at the asked size (SPEC §9)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers an icon at width w, keeping its aspect ratio', async () => {
    const r = await server.app.request('/icons/coins/BTC.svg?w=32&q=75');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('image/svg+xml');
    expect(await r.text()).toMatch(/^<svg [^>]*width="32" height="32"/);
  });

  it('serves VIP art per tier and placement at the placement width', async () => {
    const r = await server.app.request(vipArtUrl(3, 'header'));
    expect(r.status).toBe(200);
    expect(await r.text()).toMatch(/^<svg [^>]*width="248" height="104"/);
    expect((await server.app.request('/icons/vip/vip99-header.svg')).status).toBe(404);
  });

  it('refuses bad sizes with a 400 saying why', async () => {
    for (const q of ['w=0', 'w=abc', 'w=5000', 'q=0', 'q=101']) {
      const r = await server.app.request(`/icons/coins/BTC.svg?${q}`);
      expect(r.status).toBe(400);
      expect((await r.json()).message).toMatch(/invalid query: (w|q)/);
    }
  });
});
