/**
 * One page load at Lighthouse's mobile CPU slowdown (4x), traced by Chromium: every main-thread
 * task of 50 ms or more (what total blocking time is made of), what is inside it, and the
 * functions that spent its time (from the trace's CPU profile). A tool to find the long tasks of
 * hydration, not a benchmark: `node --import tsx bench/traceLoad.ts [path] [user]` (default `/?site=main`).
 * Serves DIST_DIR (build it unminified, `npx vite build --minify false`, for readable names).
 * TRACE_OUT=FILE keeps the raw trace. TRACE_CPU_RATE=1 loads unthrottled, as Lighthouse's own load
 * runs (its mobile preset then counts each task four times over; list from TRACE_MIN_MS=12.5).
 *
 * `node --import tsx bench/traceLoad.ts FILE.trace.json` reads a trace the Lighthouse bench kept
 * (BENCH_REPORTS with BENCH_TRACES=1) instead: that load ran unthrottled, and Lantern counts each
 * task four times over on the mobile preset, so tasks of 12.5 ms or more are listed (TRACE_MIN_MS).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { withFeaturesOff } from '../scripts/chromiumFlags.ts';
import { loginCookie } from './loginCookie.ts';
import { startServerChild } from './serverChild.ts';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const fromFile = process.argv[2]?.endsWith('.json') ? process.argv[2] : undefined;
const path = fromFile ? '' : (process.argv[2] ?? '/?site=main');
const user = process.argv[3];
const MIN_MS = Number(process.env.TRACE_MIN_MS ?? (fromFile ? 12.5 : 50));

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: a trace event's arguments are free-form JSON
  args?: Record<string, any>;
}

async function load(): Promise<TraceEvent[]> {
  const app = await startServerChild({ DATA_DIR: 'memory://' });
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: withFeaturesOff(['--headless=new', '--no-sandbox', '--disable-gpu']),
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    if (user) await context.setExtraHTTPHeaders({ cookie: await loginCookie(app.url, user) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.TRACE_CPU_RATE ?? 4) });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => {
      events.push(...(e.value as unknown as TraceEvent[]));
    });
    await cdp.send('Tracing.start', {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'blink.user_timing',
        'loading',
        'disabled-by-default-v8.cpu_profiler',
        'toplevel',
      ].join(','),
      options: 'sampling-frequency=10000',
    });
    await page.goto(`${app.url}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify({ traceEvents: events }));
    return events;
  } finally {
    await browser.close();
    await app.stop();
  }
}

function analyse(events: TraceEvent[]) {
  // The page's renderer main thread: the one that parsed the document.
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').includes(path.split('?')[0]!));
  if (!parse) throw new Error('no ParseHTML of the page in the trace');
  const { pid, tid } = parse;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === pid) ?? onMain[0]!;
  const t0 = nav.ts;
  const ms = (us: number) => (us / 1000).toFixed(0);
  const marks = onMain.filter((e) => ['firstContentfulPaint', 'largestContentfulPaint::Candidate', 'MarkLoad'].includes(e.name));
  for (const m of marks) console.log(`${m.name} at ${ms(m.ts - t0)} ms`);

  // CPU profile samples (the trace's own profiler) on that thread.
  const samples: { ts: number; node: number }[] = [];
  const nodes = new Map<number, { fn: string; url: string; line: number; parent?: number }>();
  const profileIds = new Set(events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id));
  let ts = 0;
  for (const e of events) {
    if (e.name === 'Profile' && profileIds.has(e.id)) ts = e.args?.data?.startTime ?? ts;
  }
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && profileIds.has(x.id))) {
    const cp = e.args?.data?.cpuProfile ?? {};
    for (const n of cp.nodes ?? []) {
      nodes.set(n.id, {
        fn: n.callFrame.functionName || '(anonymous)',
        url: n.callFrame.url ?? '',
        line: n.callFrame.lineNumber,
        parent: n.parent,
      });
    }
    const deltas: number[] = e.args?.data?.timeDeltas ?? [];
    (cp.samples ?? []).forEach((s: number, i: number) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node: s });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  const label = (id: number) => {
    const n = nodes.get(id);
    if (!n) return '?';
    const file = n.url.split('/').pop() ?? '';
    return Number.isFinite(n.line) ? `${n.fn} ${file}:${n.line + 1}` : n.fn;
  };

  // Top-level tasks only: Chromium nests RunTask inside ThreadControllerImpl::RunTask.
  const tasks: TraceEvent[] = [];
  for (const e of onMain
    .filter((x) => x.ph === 'X' && (x.name === 'RunTask' || x.name === 'ThreadControllerImpl::RunTask') && (x.dur ?? 0) >= MIN_MS * 1000)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)) {
    const last = tasks.at(-1);
    if (last && e.ts < last.ts + last.dur!) continue;
    tasks.push(e);
  }
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    blocking += task.dur! / 1000 - MIN_MS;
    console.log(`\n== task at ${ms(task.ts - t0)} ms, ${ms(task.dur!)} ms`);
    // Direct children by name.
    const inside = onMain.filter((e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const byName = new Map<string, number>();
    for (const e of inside) {
      if (
        ![
          'EvaluateScript',
          'FunctionCall',
          'v8.compile',
          'ParseHTML',
          'UpdateLayoutTree',
          'Layout',
          'Paint',
          'TimerFire',
          'FireAnimationFrame',
          'RunMicrotasks',
          'v8.run',
          'ParseAuthorStyleSheet',
          'PrePaint',
          'Layerize',
          'HitTest',
          'Decode Image',
          'ImageDecodeTask',
          'EventDispatch',
          'v8.compileModule',
          'v8.evaluateModule',
          'GCEvent',
          'MajorGC',
          'MinorGC',
          'V8.GC_SCAVENGER',
          'BlinkGC.AtomicPhase',
        ].includes(e.name)
      )
        continue;
      const detail = e.args?.data?.url
        ? ` ${String(e.args.data.url).split('/').pop()}`
        : e.args?.data?.functionName
          ? ` ${e.args.data.functionName}`
          : '';
      const key = `${e.name}${e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule' ? detail : ''}`;
      byName.set(key, (byName.get(key) ?? 0) + (e.dur ?? 0));
    }
    console.log(
      '   events:',
      [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([k, v]) => `${k} ${ms(v)}`)
        .join(', '),
    );
    // Self and inclusive time by function, from the samples inside the task.
    const self = new Map<string, number>();
    const incl = new Map<string, number>();
    const within = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    within.forEach((s, i) => {
      const next = within[i + 1]?.ts ?? Math.min(end, s.ts + 100);
      const d = next - s.ts;
      const l = label(s.node);
      self.set(l, (self.get(l) ?? 0) + d);
      const seen = new Set<string>();
      for (let id: number | undefined = s.node; id !== undefined; id = nodes.get(id)?.parent) {
        const n = nodes.get(id);
        if (!n) break;
        const key = label(id);
        if (seen.has(key)) continue;
        seen.add(key);
        incl.set(key, (incl.get(key) ?? 0) + d);
      }
    });
    const top = (m: Map<string, number>, k: number, filter: (s: string) => boolean = () => true) =>
      [...m]
        .filter(([name]) => filter(name))
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([name, v]) => `${name} ${ms(v)}`)
        .join('\n      ');
    console.log(`   self:\n      ${top(self, 12)}`);
    console.log(`   inclusive (capitalised: components):\n      ${top(incl, 16, (n) => /^[A-Z]/.test(n))}`);
  }
  console.log(
    `\n${tasks.length} tasks of ${MIN_MS} ms or more, ${blocking.toFixed(0)} ms over ${MIN_MS} ms in all (whole load, not only after the first paint)`,
  );
}

if (fromFile) {
  const raw = JSON.parse(readFileSync(fromFile, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  analyse(Array.isArray(raw) ? raw : raw.traceEvents);
} else analyse(await load());
