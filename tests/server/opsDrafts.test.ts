/**
 * Drafts kept on the server: one per target, shared by the ops people with a grant on it, saved
 * over the revision it was made on (a save after someone else's is refused with theirs), scoped to
 * the reader's grants like changes and draft links, and audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_TEXT_MAX } from '../../schemas/api/ops/drafts.ts';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { type Browser, signedIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let people: Record<string, Browser>;
beforeAll(async () => {
  server = await startTestServer();
  people = await signedIn(server.app, ['ops', 'editor', 'publisher', 'approver']);
});
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Obj = Record<string, any>;
const answer = async (res: Response) => (await res.json()) as Obj;
const save = (who: string, text: string, revision: number, name = 'jp') =>
  people[who]!.request(pathOf('opsDraftSave', { name }), { json: { text, baseVersion: 0, revision } });
const read = (who: string, name = 'jp') => people[who]!.request(pathOf('opsDraft', { name }));
const audit = async () => (await answer(await people.ops!.request(`${ENDPOINTS.opsAudit.path}?target=jp&limit=10`))).data.list as Obj[];

describe('shared drafts on the server', () => {
  it('one person saves a draft, another reads it and saves over it; a save over an older revision is refused with the newer draft', async () => {
    expect((await answer(await read('publisher'))).data).toBeNull();
    const first = await save('editor', '{"name": "JP draft"', 0);
    expect(first.status).toBe(200);
    expect((await answer(first)).data).toMatchObject({ target: 'jp', revision: 1, savedBy: 'editor', text: '{"name": "JP draft"' });
    expect((await audit())[0]).toMatchObject({ actor: 'editor', action: 'draft-save', message: 'draft revision 1' });

    const seen = (await answer(await read('publisher'))).data;
    expect(seen).toMatchObject({ text: '{"name": "JP draft"', savedBy: 'editor', revision: 1 });
    const list = (await answer(await people.publisher!.request(ENDPOINTS.opsDrafts.path))).data.list as Obj[];
    expect(list.find((d) => d.target === 'jp')).toMatchObject({ savedBy: 'editor', revision: 1 });
    expect(list[0]!.text).toBeUndefined();

    expect((await save('publisher', '{"name": "JP by publisher"}', 1)).status).toBe(200);
    const late = await save('editor', '{"name": "JP overwrite"}', 1);
    expect(late.status).toBe(409);
    const refused = await answer(late);
    expect(refused.message).toContain('publisher saved the draft of jp (revision 2) after the one you edited (revision 1)');
    expect(refused.data).toMatchObject({ text: '{"name": "JP by publisher"}', revision: 2 });
    // A second new draft does not replace the first either.
    expect((await save('editor', '{}', 0)).status).toBe(409);
  });

  it('reading takes a grant on the target, saving an edit grant; a refusal is audited', async () => {
    expect((await save('approver', '{}', 2)).status).toBe(403);
    expect((await audit())[0]).toMatchObject({ actor: 'approver', action: 'refused', detail: { need: 'edit' } });
    const grant = (what: 'opsGrant' | 'opsRevoke', target: string) =>
      people.ops!.request(pathOf(what, { username: 'approver' }), { json: { target, can: 'approve' } });
    expect((await grant('opsGrant', 'uk')).status).toBe(200);
    expect((await grant('opsRevoke', '*')).status).toBe(200);
    const other = await read('approver');
    expect(other.status).toBe(403);
    expect((await answer(other)).message).toMatch(/^Not your region/);
    const list = (await answer(await people.approver!.request(ENDPOINTS.opsDrafts.path))).data.list as Obj[];
    expect(list.map((d) => d.target)).not.toContain('jp');
    expect((await grant('opsGrant', '*')).status).toBe(200);
    expect((await grant('opsRevoke', 'uk')).status).toBe(200);
  });

  it('a draft is bounded, and discarded over its current revision only', async () => {
    const huge = await save('editor', 'x'.repeat(DRAFT_TEXT_MAX + 1), 2);
    expect(huge.status).toBe(400);
    expect((await answer(huge)).message).toMatch(/^invalid body: text/);
    const stale = await people.editor!.request(pathOf('opsDraftDiscard', { name: 'jp' }), { json: { revision: 1 } });
    expect(stale.status).toBe(409);
    const gone = await people.editor!.request(pathOf('opsDraftDiscard', { name: 'jp' }), { json: { revision: 2 } });
    expect(gone.status).toBe(200);
    expect((await answer(await read('publisher'))).data).toBeNull();
    expect((await audit())[0]).toMatchObject({ actor: 'editor', action: 'draft-discard' });
  });
});
