import { isDeepStrictEqual } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { droppedIn } from '../../schemas/api/droppedRows.ts';
import { ENDPOINT_SCHEMAS, type EndpointSchemas } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS, type EndpointName, type EndpointSpec, OPS_API, queryString } from '../../schemas/endpoints.ts';
import { parseRemoteMenu } from '../../schemas/remoteMenu.ts';
import { MALFORMED_ROW, wrongShape } from '../../server/faults.ts';
import { type Browser, type RequestOptions, signedIn, startTestServer, type TestServer } from './helpers.ts';

/**
 * Strict where data is made, tolerant where it is read (SPEC §5, §8; DESIGN "Field kinds"): every
 * list the reference server answers holds to its endpoint's strict `response`, and the browser's
 * `read` of it keeps every valid row when one malformed row is added anywhere. The list endpoints
 * are those whose strict answer holds a list, found in the table, not written here; the ops
 * console's calls are left out (only this server answers them, and the console is its own client).
 */

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def?: Def } } | undefined)?._zod?.def;
/** The schema a wrapper (optional, default, pipe...) stands for. */
const unwrap = (s: unknown): unknown => {
  const def = defOf(s);
  if (!def) return s;
  if (def.type === 'pipe') return unwrap(def.in);
  return ['optional', 'nullable', 'default', 'catch', 'readonly'].includes(def.type) ? unwrap(def.innerType) : s;
};
const isList = (s: unknown) => defOf(unwrap(s))?.type === 'array';

const dataOf = (answer: unknown) => unwrap((defOf(answer)?.shape as Record<string, unknown> | undefined)?.data);
const fieldsOf = (data: unknown) => (defOf(data)?.type === 'object' ? (defOf(data)?.shape as Record<string, unknown>) : {});

/** Where an answer's lists are: `data` itself, or the list-valued fields of `data`. */
function listKeys(response: unknown): (string | null)[] {
  const data = dataOf(response);
  if (isList(data)) return [null];
  const fields = fieldsOf(data);
  return Object.keys(fields).filter((k) => isList(fields[k]));
}

/** Whether a read leaves a list to its caller's reader (the menus: SPEC §5, invalid items skipped with a warning). */
function leftToCaller(read: unknown, key: string | null): boolean {
  const data = dataOf(read);
  return defOf(unwrap(key === null ? data : fieldsOf(data)[key]))?.type === 'unknown';
}

const schemas = ENDPOINT_SCHEMAS as Partial<Record<EndpointName, EndpointSchemas>>;
const LIST_ENDPOINTS = (Object.keys(schemas) as EndpointName[]).flatMap((name) => {
  if (ENDPOINTS[name].path.startsWith(OPS_API)) return [];
  const keys = listKeys(schemas[name]?.response);
  return keys.length ? [{ name, keys }] : [];
});

type Answer = { code: number; message: string; data: unknown };

/** The rows the browser shows of a list of an answer: as the endpoint's `read` gives them, or its caller's reader. */
function shown(name: EndpointName, key: string | null, answer: Answer): { rows: unknown[]; dropped: number } {
  const read = schemas[name]!.read!;
  const parsed = z.parse(read, answer) as Answer;
  const rows = listAt(parsed, key);
  if (!leftToCaller(read, key)) return { rows, dropped: droppedIn(rows)?.count ?? 0 };
  const menu = parseRemoteMenu(parsed);
  return { rows: menu.items, dropped: menu.warnings.length };
}
const listAt = (answer: Answer, key: string | null): unknown[] =>
  (key === null ? answer.data : (answer.data as Record<string, unknown>)[key]) as unknown[];
const withList = (answer: Answer, key: string | null, list: unknown[]): Answer => ({
  ...answer,
  data: key === null ? list : { ...(answer.data as object), [key]: list },
});

let server: TestServer;
/** A trader for the layer's calls, an administrator for the ops console's. */
let people: Record<'trader' | 'ops', Browser>;
const answers = new Map<EndpointName, Answer>();

/** A request each list endpoint answers with rows; what a POST sends, and what a GET asks beyond its entry's query. */
const ASKED: Partial<Record<EndpointName, (first: { pair: string }) => { query?: Record<string, string>; init?: RequestOptions }>> = {
  heraldRecords: () => ({ query: { code: 'trade', now: '1763719200' } }),
  alphaSearch: (first) => ({ query: { keywords: first.pair.split('_')[0]! } }),
  alphaPath: (first) => ({ init: { json: { symbols: [first.pair] } } }),
  setFavourite: () => ({ init: { form: { market: 'spot', id: 'ETH_USDT', on: '1' } } }),
};

beforeAll(async () => {
  server = await startTestServer();
  people = (await signedIn(server.app, ['trader', 'ops'])) as typeof people;
  const alpha = (await (await people.trader.request(`${ENDPOINTS.alpha.path}${queryString('alpha')}`)).json()) as Answer;
  const first = (alpha.data as { list: { pair: string }[] }).list[0]!;
  // A POST first: setting a favourite gives the favourites list a row.
  const order = [...LIST_ENDPOINTS].sort(
    (a, b) => Number(ENDPOINTS[b.name].method === 'POST') - Number(ENDPOINTS[a.name].method === 'POST'),
  );
  for (const { name } of order) {
    const e = ENDPOINTS[name];
    const asked = ASKED[name]?.(first) ?? {};
    if (e.method === 'POST' && !asked.init) throw new Error(`${name}: no request written for this POST list endpoint`);
    const asking = e.path.startsWith(OPS_API) ? people.ops : people.trader;
    const res = await asking.request(`${e.path}${queryString(name, asked.query)}`, asked.init);
    expect(res.status, name).toBe(200);
    answers.set(name, (await res.json()) as Answer);
  }
}, 120_000);

/** The answer of a list endpoint asked as in beforeAll, with the fault injection's `row` kind (one malformed row added). */
async function withRowFault(name: EndpointName): Promise<Answer> {
  vi.stubEnv('FAULTS', '1');
  const e: EndpointSpec & { path: string } = ENDPOINTS[name];
  const asked = ASKED[name]?.({ pair: (listAt(answers.get('alpha')!, 'list')[0] as { pair: string }).pair }) ?? {};
  const headers = { 'x-fault': `${e.fault}=row`, 'accept-encoding': 'gzip, br' };
  const res = await people.trader.request(`${e.path}${queryString(name, asked.query)}`, { ...asked.init, headers });
  expect(res.status, name).toBe(200);
  // Asked compressed so the fault reads the lists' stored encoded bytes; app.request does not decode.
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  const text = (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
  return JSON.parse(text) as Answer;
}
afterAll(() => server?.close());
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A row that should not be read: anything at all, or a real row with one field taken away or replaced. */
const malformedRow = (rows: readonly unknown[]) =>
  fc.oneof(
    fc.anything(),
    rows.length === 0
      ? fc.anything()
      : fc.tuple(fc.constantFrom(...rows), fc.nat(), fc.option(fc.anything(), { nil: undefined })).map(([row, at, value]) => {
          const copy = (Array.isArray(row) ? [...row] : { ...(row as object) }) as Record<string, unknown>;
          const keys = Object.keys(copy);
          const key = keys[at % Math.max(keys.length, 1)] ?? '0';
          if (value === undefined) delete copy[key];
          else copy[key] = value;
          return Array.isArray(row) ? Object.values(copy) : copy;
        }),
  );

describe('list answers: strict where the server makes them, tolerant where the browser reads them', () => {
  it('finds the list endpoints in the table', () => {
    const names = LIST_ENDPOINTS.map((l) => l.name);
    for (const n of ['spots', 'futures', 'delivery', 'options', 'pilot', 'preMarket', 'alpha', 'alphaPath', 'heraldRecords'] as const)
      expect(names).toContain(n);
    expect(names).not.toContain('bulletin');
  });

  it.each(LIST_ENDPOINTS)('$name: the reference server answers its strict shape, with rows', ({ name, keys }) => {
    const answer = answers.get(name)!;
    const strict = z.safeParse(schemas[name]!.response!, answer);
    expect(strict.error?.issues.slice(0, 3), name).toBeUndefined();
    expect(
      keys.some((k) => listAt(answer, k).length > 0),
      `${name} answered no rows`,
    ).toBe(true);
  });

  it.each(LIST_ENDPOINTS)('$name: read with one malformed row added, every valid row is kept', ({ name, keys }) => {
    expect(schemas[name]?.read, `${name} has no read schema`).toBeDefined();
    const answer = answers.get(name)!;
    for (const key of keys) {
      const rows = listAt(answer, key);
      const valid = shown(name, key, answer);
      expect(valid, `${name}.${key ?? 'data'}: the real rows are all read`).toEqual({ rows: expect.any(Array), dropped: 0 });
      fc.assert(
        fc.property(malformedRow(rows), fc.nat(rows.length), (bad, at) => {
          const got = shown(name, key, withList(answer, key, [...rows.slice(0, at), bad, ...rows.slice(at)]));
          if (got.rows.length === valid.rows.length) {
            expect(got.dropped).toBeGreaterThanOrEqual(1);
            expect(got.rows).toEqual(valid.rows);
          } else {
            // Read after all (a field that was only an extra, or a menu item the lenient reader repairs).
            expect(got.rows).toHaveLength(valid.rows.length + 1);
            expect(got.rows.some((_, i) => isDeepStrictEqual([...got.rows.slice(0, i), ...got.rows.slice(i + 1)], valid.rows))).toBe(true);
          }
        }),
        { numRuns: rows.length > 1000 ? 15 : 60 },
      );
    }
  });

  it.each(LIST_ENDPOINTS)('$name: an answer whose envelope is wrong is refused', ({ name, keys }) => {
    const read = schemas[name]!.read!;
    expect(z.safeParse(read, wrongShape('envelope')).success).toBe(false);
    expect(z.safeParse(read, wrongShape(keys[0] === null ? 'list' : 'object')).success).toBe(false);
    const answer = answers.get(name)!;
    const notAList = withList(answer, keys[0]!, { 0: 'not a list' } as never);
    if (!leftToCaller(read, keys[0]!)) expect(z.safeParse(read, notAList).success).toBe(false);
    else expect(shown(name, keys[0]!, notAList)).toMatchObject({ rows: [], dropped: 1 });
  });

  it.each(LIST_ENDPOINTS.filter(({ name }) => (ENDPOINTS[name] as EndpointSpec).fault))(
    '$name: the `row` fault adds one row the browser leaves out, and every other row shows',
    async ({ name, keys }) => {
      const faulted = await withRowFault(name);
      expect(listAt(faulted, keys[0]!)[0]).toEqual(MALFORMED_ROW);
      const plain = shown(name, keys[0]!, answers.get(name)!);
      expect(shown(name, keys[0]!, faulted)).toEqual({ rows: plain.rows, dropped: 1 });
    },
  );
});
