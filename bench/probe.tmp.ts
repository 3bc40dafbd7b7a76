import { createApp } from '../server/app.ts';
import { openServerDeps } from '../server/deps.ts';

const deps = await openServerDeps({ dataDir: 'memory://', staticDir: '/work/main/dist' });
const app = createApp(deps);
const login = await app.request('http://127.0.0.1/api/web/v1/usercenter/login', {
  method: 'POST',
  headers: { host: '127.0.0.1', cookie: 'csrftoken=x', csrftoken: 'x', 'content-type': 'application/x-www-form-urlencoded' },
  body: 'username=trader&password=demo1234',
});
const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
const run = async (label: string, headers: Record<string, string>, n = 400) => {
  for (let i = 0; i < 20; i++) await (await app.request('http://127.0.0.1/', { headers })).arrayBuffer();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = 0; i < n / 8; i++) await (await app.request('http://127.0.0.1/', { headers })).arrayBuffer();
    }),
  );
  const c = process.cpuUsage(c0);
  console.log(label, 'CPU ms per request', ((c.user + c.system) / 1000 / n).toFixed(3), 'wall', ((performance.now() - t0) / n).toFixed(2));
};
await run('logged-in br', { 'accept-encoding': 'br', host: '127.0.0.1', cookie: `sid=${sid}` });
const { Session } = await import('node:inspector/promises');
const sess = new Session();
sess.connect();
await sess.post('Profiler.enable');
await sess.post('Profiler.setSamplingInterval', { interval: 100 });
await sess.post('Profiler.start');
await run('profiled', { 'accept-encoding': 'br', host: '127.0.0.1', cookie: `sid=${sid}` }, 800);
const { profile } = await sess.post('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map<string, number>();
const incl = new Map<string, number>();
const dt = profile.timeDeltas!;
const ids = profile.samples!;
for (let i = 0; i < ids.length; i++) {
  const n = byId.get(ids[i]!)!;
  const key = (m: typeof n) =>
    `${m.callFrame.functionName || '(anon)'} ${m.callFrame.url.split('/').slice(-2).join('/')}:${m.callFrame.lineNumber}`;
  self.set(key(n), (self.get(key(n)) ?? 0) + dt[i]!);
  const seen = new Set<string>();
  let id: number | undefined = ids[i];
  while (id !== undefined) {
    const m = byId.get(id)!;
    const k = key(m);
    if (!seen.has(k)) {
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + dt[i]!);
    }
    id = parent.get(id);
  }
}
const total = dt.reduce((a, b) => a + b, 0);
console.log('SELF');
console.log(
  [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 22)
    .map(([k, v]) => `${((100 * v) / total).toFixed(1)}% ${k}`)
    .join('\n'),
);
console.log('INCL');
console.log(
  [...incl]
    .filter(([k]) => /server\/|engine\/|hono|schemas/.test(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .map(([k, v]) => `${((100 * v) / total).toFixed(1)}% ${k}`)
    .join('\n'),
);
await run('logged-in gzip', { 'accept-encoding': 'gzip', host: '127.0.0.1', cookie: `sid=${sid}` });
await run('visitor br', { 'accept-encoding': 'br', host: '127.0.0.1' });
process.exit(0);
