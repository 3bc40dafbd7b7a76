import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bootstrap } from '../../schemas/bootstrap.ts';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { checkConfigs } from '../../scripts/check-configs.ts';
import { ConfigStore } from '../../server/ops/configStore.ts';
import { readRegionFiles } from '../../server/regionConfigLoader.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let ops: Browser;
beforeAll(async () => {
  server = await startTestServer();
  ops = new Browser(server.app);
  expect((await ops.login('ops')).status).toBe(200);
  // These tests publish base.json in one step: uk and eu, which base changes, stop asking for
  // approval first (itself an approved change; tests/server/opsApproval.test.ts covers approval).
  const approver = new Browser(server.app);
  expect((await approver.login('approver')).status).toBe(200);
  for (const site of ['uk', 'eu']) {
    const live = (await state()).find((t) => t.name === site)!;
    const asked = await ops.request(pathOf('opsChangeRequest', { name: site }), {
      json: { json: { ...live.json, requireApproval: false }, baseVersion: live.version, message: 'approval off for these tests' },
    });
    const id = (await asked.json()).data.id;
    expect((await approver.request(pathOf('opsChangeApprove', { id }), { json: {} })).status).toBe(200);
    expect((await ops.request(pathOf('opsChangePublish', { id }), { json: {} })).status).toBe(200);
  }
});
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Obj = Record<string, any>;

async function state(b = ops): Promise<Obj[]> {
  const res = await b.request(ENDPOINTS.opsState.path);
  expect(res.status).toBe(200);
  return (await res.json()).data.targets;
}
const targetOf = async (name: string) => (await state()).find((t) => t.name === name)!;

async function bootstrap(site: string, b?: Browser): Promise<Bootstrap> {
  const browser = b ?? (await new Browser(server.app).visit());
  const res = await browser.request(`${ENDPOINTS.bootstrap.path}?site=${site}&lang=en`);
  return Bootstrap.parse((await res.json()).data);
}
const mainLabels = (boot: Bootstrap) => boot.config.header.main.map((i) => i.label);

function renameEarn(base: Obj, label: string): Obj {
  const copy = structuredClone(base);
  const earn = copy.header.main.find((i: Obj) => i.id === 'earn');
  earn.label = label;
  earn.when = { ...earn.when, compliance: ['earn'] };
  return copy;
}

describe('ops API access', () => {
  it('answers 401 to a visitor and 403 to a non-ops account, for reads and writes', async () => {
    const visitor = await new Browser(server.app).visit();
    expect((await visitor.request(ENDPOINTS.opsState.path)).status).toBe(401);
    const trader = new Browser(server.app);
    await trader.login('trader');
    const res = await trader.request(ENDPOINTS.opsState.path);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/ops staff only/);
    const post = await trader.request(pathOf('opsPublish', { name: 'base' }), { json: { json: {}, baseVersion: 0, message: 'x' } });
    expect(post.status).toBe(403);
    // Each knock is in the audit log with the account, or the client when nobody is signed in.
    const audit = (await (await ops.request(`${ENDPOINTS.opsAudit.path}?target=*`)).json()).data.list as Obj[];
    expect(audit.filter((e) => e.action === 'refused').map((e) => [e.actor, e.detail.method, e.detail.path, e.detail.reason])).toEqual([
      ['trader', 'POST', pathOf('opsPublish', { name: 'base' }), 'the ops console is for ops staff only'],
      ['trader', 'GET', ENDPOINTS.opsState.path, 'the ops console is for ops staff only'],
      [expect.stringMatching(/^anonymous \(.+\)$/), 'GET', ENDPOINTS.opsState.path, 'login required'],
    ]);
  });

  it('refuses a publish without the csrf header', async () => {
    const base = await targetOf('base');
    const res = await ops.request(pathOf('opsPublish', { name: 'base' }), {
      json: { json: base.json, baseVersion: 0, message: 'x' },
      csrf: false,
    });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/csrf/);
  });

  it('lists base, the twelve sub-site files, the remote menu and the twelve announcement bars with their live versions', async () => {
    const targets = await state();
    expect(targets.map((t) => t.name)).toEqual([
      'base',
      'main',
      'tr',
      'eu',
      'hk',
      'us',
      'bs',
      'sg',
      'uk',
      'jp',
      'uae',
      'au',
      'testnet',
      'remote-menu',
      ...['main', 'tr', 'eu', 'hk', 'us', 'bs', 'sg', 'uk', 'jp', 'uae', 'au', 'testnet'].map((s) => `announcement-${s}`),
    ]);
    expect(targets.find((t) => t.name === 'uk')!.json.footer.copyright).toMatch(/Gate UK/);
    expect(targets.find((t) => t.name === 'jp')!.version).toBe(0);
    expect(targets.find((t) => t.name === 'remote-menu')!.version).toBe(1);
  });
});

describe('validation', () => {
  it('answers 400 with the JSON path and reason and publishes nothing', async () => {
    const base = await targetOf('base');
    const bad = structuredClone(base.json);
    bad.header.main[4].label = 5;
    bad.header.main[0].href = 'javascript:alert(1)';
    const res = await ops.request(pathOf('opsPublish', { name: 'base' }), {
      json: { json: bad, baseVersion: base.version, message: 'bad' },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.data.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: 'base.json',
          path: '$.header.main[4].label',
          reason: expect.stringMatching(/must be text in quotes/),
        }),
        expect.objectContaining({ file: 'base.json', path: '$.header.main[0].href', reason: expect.stringMatching(/javascript/) }),
      ]),
    );
    expect(body.message).toMatch(/\$\.header\.main/);
    expect((await targetOf('base')).version).toBe(base.version);
  });

  it('reports a sub-site file that breaks its resolved config, and a bad remote menu item', async () => {
    const res = await ops.request(pathOf('opsValidate', { name: 'uk' }), {
      json: { json: { extends: 'base', code: 'uk', name: 'UK', sub_website_id: 999, hosts: [] } },
    });
    const { issues } = (await res.json()).data;
    expect(issues).toContainEqual(expect.objectContaining({ file: 'uk.json', path: '$.sub_website_id' }));
    const menu = await ops.request(pathOf('opsValidate', { name: 'remote-menu' }), {
      json: { json: { list: [{ code: 'x', jump_type: 7 }] } },
    });
    const paths = (await menu.json()).data.issues.map((i: Obj) => i.path);
    expect(paths).toContain('$.list[0].jump_type');
  });
});

describe('publish, stale publish, rollback and audit', () => {
  it('serves a published base on the next request: main shows the change, uk does not', async () => {
    const base = await targetOf('base');
    expect(mainLabels(await bootstrap('main'))).toContain('Earn');
    const res = await ops.request(pathOf('opsPublish', { name: 'base' }), {
      json: { json: renameEarn(base.json, 'Earn & Save'), baseVersion: base.version, message: 'rename earn' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data.version).toBe(base.version + 1);
    const main = await bootstrap('main');
    expect(mainLabels(main)).toContain('Earn & Save');
    expect(main.config.header.main.find((i) => i.id === 'earn')!.when!.compliance).toEqual(['earn']);
    // uk still has the item in its config, but it needs the earn offer, which uk does not list.
    const uk = await bootstrap('uk');
    expect(uk.config.header.main.find((i) => i.id === 'earn')!.when!.needs).toEqual(['earn']);
    expect(uk.config.offers).not.toContain('earn');
  });

  it('refuses a publish based on an old version with 409 and a clear message', async () => {
    const base = await targetOf('base');
    const res = await ops.request(pathOf('opsPublish', { name: 'base' }), {
      json: { json: renameEarn(base.json, 'Stale'), baseVersion: base.version - 1, message: 'stale' },
    });
    expect(res.status).toBe(409);
    const body = await res.json();
    // No clock time (the console shows it in the reader's zone from data.current.created),
    // and the way forward the console offers: merge, not "re-apply your change".
    expect(body.message).toBe(
      `Version ${base.version} was published by ops after you started from version ${base.version - 1}, so nothing was published. Merge your changes into version ${base.version}, check them, and publish again.`,
    );
    expect(body.data.current).toMatchObject({ version: base.version, author: 'ops' });
    expect(mainLabels(await bootstrap('main'))).toContain('Earn & Save');
  });

  it('rolls back to an earlier version as a new version, and the site serves it', async () => {
    const versions = (await (await ops.request(pathOf('opsVersions', { name: 'base' }))).json()).data.list;
    expect(versions.map((v: Obj) => v.version)).toEqual([1, 0]);
    expect(versions[0]).toMatchObject({ author: 'ops', message: 'rename earn' });
    const res = await ops.request(pathOf('opsRollback', { name: 'base' }), { json: { toVersion: 0, baseVersion: 1 } });
    expect(res.status).toBe(200);
    expect((await res.json()).data.version).toBe(2);
    expect(mainLabels(await bootstrap('main'))).toContain('Earn');
    expect(mainLabels(await bootstrap('main'))).not.toContain('Earn & Save');
  });

  it('keeps an audit log of publishes, rollbacks and refusals', async () => {
    const res = await ops.request(`${ENDPOINTS.opsAudit.path}?target=base`);
    const list = (await res.json()).data.list as Obj[];
    expect(list.map((e) => [e.action, e.version, e.base_version])).toEqual([
      ['rollback', 2, 1],
      ['refused', null, 0],
      ['publish', 1, 0],
      ['refused', null, 0],
    ]);
    expect(list[1]!.detail.reason).toMatch(/after you started from version 0, so nothing was published/);
    expect(list[3]!.detail.reason).toMatch(/invalid/);
    expect(list.every((e) => e.actor === 'ops' && e.created === server.clock.now)).toBe(true);
  });

  it('publishes the remote menu with the same concurrency rule, served by the remote menu call', async () => {
    const menu = await targetOf('remote-menu');
    const json = structuredClone(menu.json);
    json.list[0].title = 'Renamed by ops';
    delete json.list[0].title_i18n;
    expect(
      (await ops.request(pathOf('opsPublish', { name: 'remote-menu' }), { json: { json, baseVersion: menu.version, message: 'm' } }))
        .status,
    ).toBe(200);
    const again = await ops.request(pathOf('opsPublish', { name: 'remote-menu' }), {
      json: { json, baseVersion: menu.version, message: 'm' },
    });
    expect(again.status).toBe(409);
    const visitor = await new Browser(server.app).visit();
    const served = await (await visitor.request(`${ENDPOINTS.remoteMenu.path}?lang=en`)).json();
    expect(served.data.version).toBe(menu.version + 1);
    expect(served.data.list[0].title).toBe('Renamed by ops');
  });
});

describe('live configs across instances and export', () => {
  it('a second instance on the same database picks up a publish on its next check', async () => {
    const { files } = await readRegionFiles();
    const configs = structuredClone(server.deps.configs);
    const other = new ConfigStore(server.deps.db, files, configs);
    await other.refresh();
    expect(configs.main.header.main.find((i) => i.id === 'earn')!.label).toBe('Earn');
    const base = await targetOf('base');
    await ops.request(pathOf('opsPublish', { name: 'base' }), {
      json: { json: renameEarn(base.json, 'Earn Hub'), baseVersion: base.version, message: 'hub' },
    });
    await other.refresh();
    expect(configs.main.header.main.find((i) => i.id === 'earn')!.label).toBe('Earn Hub');
    expect(configs.uk.header.main.find((i) => i.id === 'earn')!.label).toBe('Earn Hub');
  });

  it('exports every live file so that check-configs passes on the folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ops-export-'));
    try {
      for (const t of await state()) {
        if (t.kind !== 'region') continue;
        const res = await ops.request(pathOf('opsExport', { name: t.name }));
        expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${t.name}.json"`);
        await writeFile(join(dir, `${t.name}.json`), await res.text());
      }
      const { problems, valid } = await checkConfigs(dir);
      expect(problems).toEqual([]);
      expect(valid).toBe(12);
      const base = JSON.parse(await (await ops.request(pathOf('opsExport', { name: 'base' }))).text());
      expect(Object.keys(base)[0]).toBe('$schema');
      expect(base.header.main.find((i: Obj) => i.id === 'earn').label).toBe('Earn Hub');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
