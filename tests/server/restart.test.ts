import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { UnreadNumResponse, UserInfoResponse } from '../../schemas/api/index.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { openDb } from '../../server/db/adapter.ts';
import { Browser, overHttp } from './helpers.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const running: ChildProcess[] = [];

/** Where the server keeps its state: env for server/main.ts, and what to remove afterwards. */
interface Storage {
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/** The same restart against PGlite on disk and, when TEST_DATABASE_URL is set (CI), a real PostgreSQL. */
const targets: { name: string; open: () => Promise<Storage> }[] = [
  {
    name: 'PGlite in DATA_DIR',
    open: async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'exnav-data-'));
      return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
    },
  },
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  targets.push({
    name: 'PostgreSQL (TEST_DATABASE_URL)',
    open: async () => {
      // A schema of its own, created here; node-postgres passes `options` to every connection.
      const schema = `restart_${randomBytes(6).toString('hex')}`;
      await (await openDb({ databaseUrl: pgUrl, schema })).close();
      const url = new URL(pgUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      return {
        env: { DATABASE_URL: url.toString(), DATA_DIR: 'memory://' },
        cleanup: async () => {
          const admin = await openDb({ databaseUrl: pgUrl });
          await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          await admin.close();
        },
      };
    },
  });
}

/** Starts `server/main.ts` like `npm start` does (without the build step) on a free port. */
async function startServer(storage: Record<string, string>): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '1', ...storage },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(proc);
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 120_000);
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

it.each(targets)('sessions and read state survive a restart of the server process ($name)', { timeout: 300_000 }, async ({ open }) => {
  const storage = await open();
  try {
    let server = await startServer(storage.env);
    const browser = new Browser(overHttp, server.url);
    expect((await browser.login('trader')).status).toBe(200);
    const before = (await browser.get(ENDPOINTS.heraldUnread.path, UnreadNumResponse)).data;
    expect(before.trade).toBeGreaterThan(0);
    // Marking a tab read is a state-changing call: Browser sends the csrftoken header from its jar.
    expect((await browser.request(ENDPOINTS.heraldRead.path, { form: { msg_type: 'trade' } })).status).toBe(200);
    expect((await browser.get(ENDPOINTS.heraldUnread.path, UnreadNumResponse)).data.trade).toBe(0);
    expect(await stopServer(server.proc)).toBe(0);

    server = await startServer(storage.env);
    browser.base = server.url;
    // Same cookies, new process: the session row and the read marks came back from the database.
    const user = await browser.get(ENDPOINTS.userInfo.path, UserInfoResponse);
    expect(user.data.nickname).toBe('trader');
    const after = (await browser.get(ENDPOINTS.heraldUnread.path, UnreadNumResponse)).data;
    expect(after).toEqual({ ...before, trade: 0 });
    // A browser that never logged in is still a visitor after the restart.
    const stranger = new Browser(overHttp, server.url);
    expect((await stranger.request(ENDPOINTS.heraldUnread.path)).status).toBe(401);
    expect(await stopServer(server.proc)).toBe(0);
  } finally {
    await storage.cleanup();
  }
});
