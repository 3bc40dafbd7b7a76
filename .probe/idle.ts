import { readdirSync, readFileSync } from 'node:fs';
import { startServer } from '../tests/browser/serverProcess.ts';
import { launchBrowser } from '../tests/browser/helpers.ts';
const HZ = 100;
function chromiumCpu(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chromium')) continue;
      const type = /--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser';
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      out[type] = (out[type] ?? 0) + (Number(stat[11]) + Number(stat[12])) / HZ;
    } catch {}
  }
  return out;
}
const diff = (a: Record<string, number>, b: Record<string, number>) => Object.fromEntries(Object.keys(b).map((k) => [k, +(b[k]! - (a[k] ?? 0)).toFixed(2)]));
const { baseURL, stop } = await startServer();
const browser = await launchBrowser();
for (const path of ['/?site=main', '/?site=main']) for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  const c0 = chromiumCpu();
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, reducedMotion });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForSelector('html[data-layer=hydrated]');
  const c1 = chromiumCpu();
  await new Promise((r) => setTimeout(r, 8000));
  const c2 = chromiumCpu();
  console.log(reducedMotion, 'load', JSON.stringify(diff(c0, c1)), 'idle 8s', JSON.stringify(diff(c1, c2)));
  await context.close();
}
await browser.close();
await stop();
