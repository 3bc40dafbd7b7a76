/**
 * `npm run bench:lighthouse`: Lighthouse from npm on Debian Chromium, mobile and desktop
 * presets, on main, eu and us as a visitor (eu in German and main in Arabic too) and on main logged in, each beside a static HTML copy of
 * the same rendered page (scripts removed, same styles and images, served in the same run from a
 * second port). Prints a Markdown table of medians. BENCH_RUNS (default 1) runs per cell;
 * CHROME_PATH (default /usr/bin/chromium). BENCH_ONLY (e.g. `main, visitor:mobile`, comma-free
 * substrings joined by `;`) keeps the matching cells; BENCH_REPORTS=DIR writes each run's full
 * Lighthouse JSON there, to find what a figure is made of (with BENCH_TRACES=1 also its trace,
 * which `bench/traceLoad.ts` reads). BENCH_CPU_SLOWDOWN (default: the preset's own, 4 on mobile)
 * sets the simulated CPU slowdown of the mobile cells, to see how a page would score from a slower
 * machine (Lantern scales the tasks this machine ran by it).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { buildAppIfStale } from '../scripts/buildApp.ts';
import { withFeaturesOff } from '../scripts/chromiumFlags.ts';
import { loginCookie } from './loginCookie.ts';
import { startServerChild } from './serverChild.ts';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const LIGHTHOUSE_VERSION = (
  JSON.parse(readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')) as { version: string }
).version;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const ONLY = (process.env.BENCH_ONLY ?? '').split(';').filter(Boolean);
const REPORTS = process.env.BENCH_REPORTS;
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN) || undefined;
const wanted = (cell: string) => ONLY.length === 0 || ONLY.some((o) => cell.includes(o));
let reportNo = 0;

interface Case {
  label: string;
  path: string;
  user?: string;
}

const CASES: Case[] = [
  { label: 'main, visitor', path: '/?site=main' },
  { label: 'eu, visitor', path: '/?site=eu' },
  { label: 'us, visitor', path: '/?site=us' },
  { label: 'eu in German, visitor', path: '/de/?site=eu' },
  { label: 'main in Arabic, visitor', path: '/ar/?site=main' },
  { label: 'main, logged in (trader)', path: '/?site=main', user: 'trader' },
];

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  seo: number;
  a11y: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The page as the browser shows it after it has loaded, with every script removed. */
async function staticCopy(base: string, c: Case, cookie: string | undefined): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    if (cookie) await context.setExtraHTTPHeaders({ cookie });
    const page = await context.newPage();
    await page.goto(`${base}${c.path}`, { waitUntil: 'networkidle' });
    const html = await page.content();
    return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
  } finally {
    await browser.close();
  }
}

/** Serves the static copy at the case's path; everything else (styles, images) comes from the app server. */
function staticServer(base: string, pages: Map<string, string>): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const key = req.url ?? '/';
    const html = pages.get(key);
    if (html !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(html);
      return;
    }
    const upstream = await fetch(`${base}${key}`);
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'cache-control']) {
      const v = upstream.headers.get(name);
      if (v) headers[name] = v;
    }
    res.writeHead(upstream.status, headers);
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })),
  );
}

async function audit(url: string, preset: 'mobile' | 'desktop', cookie: string | undefined, name: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    ignoreDefaultFlags: true,
    chromeFlags: [...withFeaturesOff(chromeLauncher.Launcher.defaultFlags()), '--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance', 'seo', 'accessibility'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
      ...(CPU_SLOWDOWN && preset === 'mobile' ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const file = `${String(++reportNo).padStart(2, '0')}-${name.replace(/[^a-z0-9]+/gi, '-')}.json`;
      writeFileSync(join(REPORTS, file), JSON.stringify(result.lhr));
      // BENCH_TRACES=1: the run's trace beside its report (the real, unthrottled load Lantern simulates from).
      if (process.env.BENCH_TRACES)
        writeFileSync(join(REPORTS, file.replace(/\.json$/, '.trace.json')), JSON.stringify(result.artifacts.Trace));
    }
    const { categories, audits } = result.lhr;
    const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      a11y: Math.round((categories.accessibility?.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
  }
}

async function medianOf(url: string, preset: 'mobile' | 'desktop', cookie: string | undefined, name: string): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, preset, cookie, name));
  const pick = (k: keyof Figures) => median(runs.map((r) => r[k]));
  return {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    seo: pick('seo'),
    a11y: pick('a11y'),
  };
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const row = (f: Figures) => `${f.score} | ${s(f.fcp)} | ${s(f.lcp)} | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${f.seo} | ${f.a11y}`;

if (!buildAppIfStale('warn')) process.exit(1);
const app = await startServerChild({ DATA_DIR: 'memory://' });
try {
  const cookies = new Map<Case, string | undefined>();
  const pages = new Map<string, string>();
  const cases = CASES.filter((c) => wanted(`${c.label}:mobile`) || wanted(`${c.label}:desktop`));
  for (const c of cases) {
    const cookie = c.user ? await loginCookie(app.url, c.user) : undefined;
    cookies.set(c, cookie);
    // Each case's static copy gets its own address on the static server (the query tells them apart).
    pages.set(`${c.path}${c.user ? `&copy=${c.user}` : ''}`, await staticCopy(app.url, c, cookie));
  }
  const copies = await staticServer(app.url, pages);
  try {
    const slowdown = CPU_SLOWDOWN ? `, mobile CPU slowdown ${CPU_SLOWDOWN}x` : '';
    console.log(`# Lighthouse ${LIGHTHOUSE_VERSION}, ${CHROME}, ${RUNS} run(s) per cell (median)${slowdown}, ${new Date().toISOString()}`);
    console.log('');
    console.log('| page | preset | served | performance | FCP | LCP | TBT | CLS | SEO | accessibility |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const c of cases) {
      for (const preset of ['mobile', 'desktop'] as const) {
        if (!wanted(`${c.label}:${preset}`)) continue;
        const layer = await medianOf(`${app.url}${c.path}`, preset, cookies.get(c), `${c.label} ${preset} layer`);
        console.log(`| ${c.label} | ${preset} | this layer | ${row(layer)} |`);
        const copy = await medianOf(
          `${copies.url}${c.path}${c.user ? `&copy=${c.user}` : ''}`,
          preset,
          undefined,
          `${c.label} ${preset} static`,
        );
        console.log(`| ${c.label} | ${preset} | static copy | ${row(copy)} |`);
      }
    }
  } finally {
    copies.server.close();
  }
} finally {
  await app.stop();
}
