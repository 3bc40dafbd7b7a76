/**
 * What one fresh-context page load costs in CPU, the unit of the browser suite's work: Chromium as
 * the suite runs it (scripts/chromiumFlags.ts) loads each path in a new context, desktop and phone
 * in turn, until the page is drawn and the network is quiet, and the CPU time of every Chromium
 * process (renderers, browser, GPU, network service) and of the server (its own process,
 * bench/serverChild.ts) is read from /proc and divided by the loads. A tool for the suite's time
 * and the server's cost per visit, not part of `npm run bench`:
 * `npx tsx bench/pageLoadCpu.ts [path ...]` (default `/` and `/de/?site=eu`); LOADS (20).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumPath, SUITE_CHROMIUM_ARGS } from '../scripts/chromiumFlags.ts';
import { startServerChild } from './serverChild.ts';

const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/de/?site=eu'];
const LOADS = Number(process.env.LOADS ?? 20);

/** CPU seconds (user + system) of a process so far, or undefined once it is gone. */
function cpuSeconds(pid: string): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

const OWN_PID = String(process.pid);
const parentOf = (pid: string): string | undefined => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1];
  } catch {
    return undefined;
  }
};
/** Whether `pid` is one of this process's descendants (Playwright starts Chromium as its child), not another run's Chromium. */
function ours(pid: string): boolean {
  for (let p: string | undefined = pid; p && p !== '0' && p !== '1'; p = parentOf(p)) if (p === OWN_PID) return true;
  return false;
}

// Every Chromium process of ours seen, with its kind and its CPU when last read: a renderer is
// gone once its context closes, so each is read before the context is.
const seen = new Map<string, { kind: string; cpu: number }>();
function readChromium(): void {
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!cmdline.includes('chromium') || !(seen.has(pid) || ours(pid))) continue;
    const cpu = cpuSeconds(pid);
    if (cpu !== undefined) seen.set(pid, { kind: /--type=([a-z-]+)/.exec(cmdline)?.[1] ?? 'browser', cpu });
  }
}
function byKind(): Record<string, number> {
  readChromium();
  const sums: Record<string, number> = {};
  for (const { kind, cpu } of seen.values()) sums[kind] = (sums[kind] ?? 0) + cpu;
  return sums;
}

const server = await startServerChild({ DATA_DIR: 'memory://' });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...SUITE_CHROMIUM_ARGS] });
try {
  const load = async (i: number) => {
    const context = await browser.newContext({ viewport: i % 2 ? { width: 390, height: 844 } : { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}${paths[i % paths.length]}`, { waitUntil: 'load' });
    await page.locator('.page[data-site]').waitFor();
    await page.waitForLoadState('networkidle');
    readChromium();
    await context.close();
  };
  await load(0); // warm-up: the server draws each page once, Chromium starts its helpers
  const before = byKind();
  const serverBefore = cpuSeconds(String(server.pid))!;
  for (let i = 0; i < LOADS; i++) await load(i);
  const after = byKind();
  const serverCpu = (cpuSeconds(String(server.pid))! - serverBefore) / LOADS;
  const chromiumCpu = Object.fromEntries(Object.keys(after).map((k) => [k, (after[k]! - (before[k] ?? 0)) / LOADS]));
  const ms = (s: number) => `${Math.round(s * 1000)} ms`;
  console.log(`CPU per fresh-context load of ${paths.join(', ')} (${LOADS} loads, ${chromiumPath()}):`);
  for (const [kind, s] of Object.entries(chromiumCpu).sort((a, b) => b[1] - a[1]))
    if (s > 0.0005) console.log(`  chromium ${kind}: ${ms(s)}`);
  console.log(`  server: ${ms(serverCpu)}`);
  console.log(`  in all: ${ms(serverCpu + Object.values(chromiumCpu).reduce((a, b) => a + b, 0))}`);
} finally {
  await browser.close();
  await server.stop();
}
