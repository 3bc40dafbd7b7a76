/**
 * Over https the browser's csrftoken is `__Host-csrftoken` (Secure, Path=/, no Domain),
 * written by the page itself (app/layer/api/csrfToken.ts), and the server reads only that name there
 * (server/csrf.ts). The suite's server speaks plain http; here a TLS front (a self-signed
 * certificate made with openssl for this run) passes it the page's requests with
 * `X-Forwarded-Proto: https`, as the nginx of a deployment does.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyToLayer } from '../../examples/shared/edge.ts';
import { baseURL, launchBrowser, logIn, openPage } from './helpers.ts';
import { logOutFromHeader } from './hostSession.ts';

let browser: Browser;
let front: Server;
let origin: string;
const certDir = mkdtempSync(join(tmpdir(), 'csrf-https-'));

beforeAll(async () => {
  const [key, cert] = [join(certDir, 'key.pem'), join(certDir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'pipe' },
  );
  front = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    req.headers['x-forwarded-proto'] = 'https';
    proxyToLayer(baseURL(), req, res);
  });
  await new Promise<void>((done) => front.listen(0, '127.0.0.1', done));
  origin = `https://localhost:${(front.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((done) => front?.close(done));
  rmSync(certDir, { recursive: true, force: true });
});

describe('the csrftoken over https', () => {
  it('the page writes __Host-csrftoken (Secure, Path=/, host-only) and no plain csrftoken; log in and log out pass with it', async () => {
    const { page, context, errors } = await openPage(browser, { origin });
    try {
      await page.goto('/');
      await page.waitForFunction(() => document.cookie.includes('__Host-csrftoken='));
      const jar = await context.cookies(origin);
      const token = jar.find((c) => c.name === '__Host-csrftoken');
      expect(token).toMatchObject({ domain: 'localhost', path: '/', secure: true, httpOnly: false });
      expect(jar.filter((c) => c.name === 'csrftoken')).toEqual([]);

      // Both calls change state: each passes the double submit only if page and server agree on the name.
      await logIn(page, 'trader');
      const after = await context.cookies(origin);
      expect(after.map((c) => c.name)).toEqual(expect.arrayContaining(['__Host-sid', '__Host-csrftoken']));
      expect(after.find((c) => c.name === '__Host-csrftoken')?.value).not.toBe(token?.value);
      await logOutFromHeader(page);
      expect((await context.cookies(origin)).some((c) => c.name === '__Host-sid')).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
