import fc from 'fast-check';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LOG_OPTIONS, type RequestLine, requestLine } from '../../server/log.ts';
import { requestIdOf } from '../../server/observe.ts';

/** What pino itself writes for `log.info(fields, 'request')` with the server's options. */
function pinoLine(fields: RequestLine): string {
  let written = '';
  const logger = pino(
    { ...LOG_OPTIONS, level: 'info' },
    {
      write(line: string) {
        written = line;
      },
    },
  );
  const { aborted, ...rest } = fields;
  logger.info({ ...rest, ...(aborted ? { aborted } : {}) }, 'request');
  return written;
}

const sameTime = (line: string) => line.replace(/"time":"[^"]+"/, '"time":"T"');

const fields = fc.record({
  // What observe.ts passes: a plain token the client sent or a fresh UUID.
  reqId: fc.oneof(fc.stringMatching(/^[\w.:-]{1,64}$/), fc.uuid()).map((sent) => requestIdOf(sent)),
  method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
  route: fc.constantFrom('page', 'asset', 'other', 'layerPart', 'spots'),
  // The client's own, so anything: quotes, backslashes, controls, non-ASCII.
  path: fc.string({ unit: 'binary' }),
  status: fc.integer({ min: 100, max: 599 }),
  ms: fc.integer({ min: 0, max: 10_000_000 }).map((tenths) => tenths / 10),
  aborted: fc.boolean(),
});

describe('the request log line (server/log.ts requestLine)', () => {
  it('is byte for byte the line pino writes for the same fields', () => {
    fc.assert(
      fc.property(fields, (r) => {
        expect(sameTime(requestLine(r))).toBe(sameTime(pinoLine(r)));
      }),
      { numRuns: 500 },
    );
  });

  it('carries the time of its writing, as pino does', () => {
    const before = Date.now();
    const line = JSON.parse(requestLine({ reqId: 'a', method: 'GET', route: 'page', path: '/"x"\\', status: 200, ms: 1.5 }));
    expect(Date.parse(line.time)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(line.time)).toBeLessThanOrEqual(Date.now());
    expect(line).toMatchObject({ level: 30, pid: process.pid, path: '/"x"\\', msg: 'request' });
    expect(line).not.toHaveProperty('aborted');
  });
});
