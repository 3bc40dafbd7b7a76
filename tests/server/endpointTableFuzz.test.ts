import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGETS } from '../../engine/ops/targets.ts';
import { ENDPOINTS, type EndpointName, OPS_API } from '../../schemas/endpoints.ts';
import { LANG_CODES, SITE_CODES } from '../../schemas/site.ts';
import { isApiPath } from '../../server/requestContext.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

// Every endpoint of the table (schemas/endpoints.ts), read from the table so a new one is fuzzed
// without a change here, gets the values that break handlers: wrong types, numbers past what the
// database stores, NaN-ish strings, prototype keys, huge and deeply nested bodies; in the path, the
// query and the body; as a visitor, a trader and an ops administrator, each with a valid csrf token
// and Origin, so the requests reach the handlers. No answer may be a 5xx, and every refusal of an
// API call says what is wrong in words.

type Who = 'visitor' | 'trader' | 'ops';

/** Numbers as JSON text: past INT, past BIGINT, past a double, negative, fractional. */
const NUMBERS = [
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '9223372036854775808',
  '1e308',
  '1e400',
  '-1',
  '-2147483649',
  '0',
  '-0',
  '1.5',
  '1',
  '2',
];
/** Strings a number or a name is parsed from. */
const NAMEISH = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '0x10',
  '0b1',
  '1_000',
  ' 1',
  '1 ',
  '',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '%00',
  '\u0000',
  '..',
  '../../etc/passwd',
  'x'.repeat(5000),
];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
/** Keys the handlers read, so hostile values land where they are looked at. */
const BODY_KEYS = [
  'json',
  'baseVersion',
  'toVersion',
  'message',
  'publishAt',
  'comment',
  'hours',
  'percent',
  'steps',
  'target',
  'can',
  'username',
  'password',
  'events',
  'symbols',
  'stack',
  'url',
  'level',
  'msg_type',
  'market',
  'id',
  'on',
  'version',
  'text',
];
const QUERY_KEYS = [
  'target',
  'all',
  'limit',
  'version',
  'format',
  'actor',
  'from',
  'to',
  'site',
  'lang',
  'language',
  'as',
  'page',
  'size',
  'code',
  'now',
  'keywords',
  'tab',
  'chain',
  'path',
  'country',
  'redirect_uri',
  'state',
  'w',
];

const str = (s: string) => JSON.stringify(s);
const stringArb = fc.oneof(fc.constantFrom(...NAMEISH), fc.string({ maxLength: 12 }), fc.constantFrom(...NUMBERS));

/** A JSON text (not a value: `__proto__` keys must reach the server as written). */
const scalarText = fc.oneof(
  fc.constantFrom(...NUMBERS),
  stringArb.map(str),
  fc.constantFrom('true', 'false', 'null', '[]', '{}', str('x'.repeat(300_000))),
);
const jsonText: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalarText,
    fc.array(tie('node'), { maxLength: 3 }).map((xs) => `[${xs.join(',')}]`),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...BODY_KEYS, ...PROTO_KEYS), stringArb), tie('node')), { maxLength: 4 })
      .map((kv) => `{${kv.map(([k, v]) => `${str(k)}:${v}`).join(',')}}`),
  ),
})).node;
/** Nesting far past any bound: objects, lists, and a mix, 100 to 100,000 levels deep. */
const deepText = fc
  .record({ depth: fc.constantFrom(100, 5_000, 100_000), key: fc.constantFrom('json', 'a', '__proto__') })
  .chain(({ depth, key }) =>
    fc.constantFrom(
      `${'['.repeat(depth)}${']'.repeat(depth)}`,
      `${`{${str(key)}:`.repeat(depth)}1${'}'.repeat(depth)}`,
      `{"json":${'[{"a":'.repeat(depth / 2)}1${'}]'.repeat(depth / 2)},"baseVersion":1,"message":"m"}`,
    ),
  );
/** A body shaped like the handlers' (every known key), each value hostile. */
const shapedText = fc
  .uniqueArray(fc.tuple(fc.constantFrom(...BODY_KEYS, ...PROTO_KEYS), fc.oneof(jsonText, scalarText)), {
    selector: ([k]) => k,
    maxLength: 6,
  })
  .map((kv) => `{${kv.map(([k, v]) => `${str(k)}:${v}`).join(',')}}`);
const hugeText = fc.constantFrom(
  `{"json":${str('x'.repeat(3_000_000))},"baseVersion":1,"message":"m"}`,
  `{"events":[${Array(50_000).fill('{"name":"a"}').join(',')}]}`,
  `[${Array(200_000).fill('1').join(',')}]`,
);

type Body = { kind: 'none' } | { kind: 'json'; text: string } | { kind: 'form'; fields: [string, string][] };
const bodyArb: fc.Arbitrary<Body> = fc.oneof(
  { arbitrary: shapedText.map((text): Body => ({ kind: 'json', text })), weight: 5 },
  { arbitrary: jsonText.map((text): Body => ({ kind: 'json', text })), weight: 2 },
  { arbitrary: deepText.map((text): Body => ({ kind: 'json', text })), weight: 2 },
  { arbitrary: hugeText.map((text): Body => ({ kind: 'json', text })), weight: 1 },
  {
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...BODY_KEYS, ...PROTO_KEYS), stringArb), { maxLength: 5 })
      .map((fields): Body => ({ kind: 'form', fields })),
    weight: 2,
  },
  { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
);

/** Good values for each path parameter, mixed with the hostile ones, so handlers get past the first check. */
const GOOD_PARAMS: Record<string, readonly string[]> = {
  name: TARGETS,
  version: ['0', '1', '2'],
  id: ['1', '2', '3'],
  username: ['editor', 'ops', 'approver', 'trader'],
  site: SITE_CODES,
  lang: LANG_CODES,
  file: ['btc.svg', 'terms.pdf'],
  part: ['header', 'footer'],
  token: ['a'.repeat(43)],
};
const paramArb = (name: string) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...(GOOD_PARAMS[name] ?? ['x'])), weight: 2 },
    { arbitrary: fc.constantFrom(...NUMBERS, ...NAMEISH.filter((s) => s.length < 100)), weight: 3 },
  );

interface Call {
  who: Who;
  params: string[];
  query: [string, string][];
  body: Body;
}

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function callArb(who: Who, path: string, method: string, declared: readonly string[]): fc.Arbitrary<Call> {
  const keys = [...new Set([...declared, ...QUERY_KEYS])];
  return fc.record({
    who: fc.constant(who),
    params: fc.tuple(...paramNames(path).map(paramArb)),
    query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.constantFrom(...PROTO_KEYS)), stringArb), { maxLength: 4 }),
    body: method === 'POST' ? bodyArb : fc.constant<Body>({ kind: 'none' }),
  });
}

/** Words, not a stack, a zod dump or an object printed as such. */
function plainWords(message: unknown): boolean {
  return (
    typeof message === 'string' &&
    /[a-z]{3,}/i.test(message) &&
    !/\n\s+at |\[object |TypeError|RangeError|SyntaxError|ReferenceError|"code":\s*"invalid_|out of range for type/.test(message)
  );
}

let server: TestServer;
const people = {} as Record<Who, Browser>;

async function signIn(who: Who): Promise<void> {
  const b = await new Browser(server.app).visit();
  if (who !== 'visitor') {
    let res = await b.login(who);
    // Hostile logins in earlier runs may have paused this name: wait it out on the test clock.
    if (res.status === 429) {
      server.clock.now += Number(res.headers.get('retry-after')) * 1000;
      res = await b.login(who);
    }
    expect(res.status, `${who} logs in`).toBe(200);
  }
  people[who] = b;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['visitor', 'trader', 'ops'] as const) await signIn(who);
});
afterAll(() => server?.close());

/** Answers a call may give; a refusal of the csrf token or the Origin means the fuzz never reached the handler. */
const GUARD = /cross-site|cross-origin|csrf/i;

/** The status of one call. */
async function send(name: EndpointName, call: Call): Promise<number> {
  const entry = ENDPOINTS[name];
  let i = 0;
  const path = entry.path.replace(/:\w+/g, () => encodeURIComponent(call.params[i++] ?? ''));
  const query = new URLSearchParams(call.query).toString();
  const url = `${path}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };
  let body: string | undefined;
  if (call.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    body = call.body.text;
  } else if (call.body.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.body.fields).toString();
  }
  const res = await people[call.who].request(url, { method: entry.method, headers, body });
  const text = await res.text();
  const where = `${entry.method} ${url.slice(0, 200)} as ${call.who} with ${call.body.kind} ${body?.slice(0, 120) ?? ''}`;
  expect(res.status, `${where}: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400 && isApiPath(new URL(url, 'http://localhost').pathname)) {
    const answer = JSON.parse(text) as { message?: unknown };
    expect(plainWords(answer.message), `${where}: ${text.slice(0, 300)}`).toBe(true);
    expect(String(answer.message), where).not.toMatch(GUARD);
  }
  // A session ended (or replaced) by the call is made again for the runs after it.
  if (res.status < 400 && /logout|login|oauth|draft\//i.test(entry.path)) await signIn(call.who);
  return res.status;
}

/** More runs for a longer hunt (`FUZZ_SCALE=10`); the suite runs one scale. */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);

/** Runs per endpoint and caller: fewer where one run validates a whole region file or ends the session (a new login hashes a password). */
function runsOf(name: EndpointName): number {
  const { path, method } = ENDPOINTS[name];
  const heavy = (/validate|publish|changes|draft-link|rollback|rollout/.test(path) && method === 'POST') || /logout|draft\//.test(path);
  return (heavy ? 2 : 3) * SCALE;
}

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];

describe('every endpoint of the table under hostile values', () => {
  it('covers the ops console, draft links, rollouts, grants, telemetry and login', () => {
    for (const n of ['opsPublish', 'opsDraftLink', 'opsRolloutStart', 'opsGrant', 'analytics', 'login'] as const)
      expect(NAMES).toContain(n);
  });

  it.each(NAMES)('%s', async (name) => {
    const entry = ENDPOINTS[name];
    const declared = 'query' in entry && entry.query ? Object.keys(entry.query) : [];
    for (const who of ['visitor', 'trader', 'ops'] as const) {
      const statuses: number[] = [];
      await fc.assert(
        fc.asyncProperty(callArb(who, entry.path, entry.method, declared), async (call) => {
          statuses.push(await send(name, call));
        }),
        { numRuns: runsOf(name) },
      );
      // The administrator gets past the console's door: the hostile values meet the handler.
      if (who === 'ops' && entry.path.startsWith(OPS_API))
        expect(
          statuses.some((s) => s !== 401 && s !== 403),
          `${name} as ops: ${statuses}`,
        ).toBe(true);
    }
  });
});
