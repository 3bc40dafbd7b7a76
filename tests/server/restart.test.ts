import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { UnreadNumResponse, UserInfoResponse } from '../../schemas/api/index.ts';
import { Browser, overHttp } from './helpers.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const running: ChildProcess[] = [];

/** Starts `server/main.ts` like `npm start` does (without the build step) on a free port. */
async function startServer(dataDir: string): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(proc);
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 45_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const m = /listening on (http:\/\/\S+?)\/? /.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (c: Buffer) => (log += c.toString()));
    proc.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
  });
  return { proc, url };
}

async function stopServer(proc: ChildProcess): Promise<number | null> {
  const exited = once(proc, 'exit');
  proc.kill('SIGTERM');
  const [code] = await exited;
  return code as number | null;
}

afterAll(async () => {
  for (const p of running) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
});

it('sessions and read state survive a restart of the server process', { timeout: 120_000 }, async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'exnav-data-'));
  try {
    let server = await startServer(dataDir);
    const browser = new Browser(overHttp, server.url);
    expect((await browser.login('trader')).status).toBe(200);
    const before = (await browser.get('/apiw/v2/herald/msg/unread/num', UnreadNumResponse)).data;
    expect(before.trade).toBeGreaterThan(0);
    expect((await browser.request('/apiw/v2/herald/msg/read', { form: { msg_type: 'trade' } })).status).toBe(200);
    expect(await stopServer(server.proc)).toBe(0);

    server = await startServer(dataDir);
    browser.base = server.url;
    const user = await browser.get('/api/web/v1/usercenter/user_info', UserInfoResponse);
    expect(user.data.nickname).toBe('trader');
    const after = (await browser.get('/apiw/v2/herald/msg/unread/num', UnreadNumResponse)).data;
    expect(after).toEqual({ ...before, trade: 0 });
    expect(await stopServer(server.proc)).toBe(0);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
