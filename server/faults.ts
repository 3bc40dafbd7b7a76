import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from './env.ts';

/**
 * Test-only fault injection, honoured only when the server runs with FAULTS=1 (the browser suite
 * sets it): the `x-fault` header and the `fault` cookie list comma-separated `name` or `name=kind`
 * entries (name `*` matches every call). Returns the kind asked for this call, `error` for a bare
 * name, or undefined.
 */
export function requestedFault(c: Context<AppEnv>, name: string): string | undefined {
  if (process.env.FAULTS !== '1') return undefined;
  const asked = `${c.req.header('x-fault') ?? ''},${getCookie(c, 'fault') ?? ''}`;
  const entry = asked
    .split(',')
    .map((p) => p.trim().split('='))
    .find(([n]) => n === name || n === '*');
  return entry ? (entry[1] ?? 'error') : undefined;
}

/**
 * Middleware that answers a call with the asked fault. Kinds: `error` (bare name) answers
 * `errorStatus`; `500` an internal error; `timeout` holds the answer past the server's 3 s limit,
 * so the client sees the 504 of SPEC §9's server-side timeout; `malformed` sends broken JSON;
 * `code` a non-200 code; `empty` an empty list.
 */
export function faults(name: string | ((c: Context<AppEnv>) => string | null), errorStatus: 500 | 503 = 500): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const call = typeof name === 'function' ? name(c) : name;
    const kind = call ? requestedFault(c, call) : undefined;
    switch (kind) {
      case 'error':
      case '500': {
        const status = kind === 'error' ? errorStatus : 500;
        return c.json({ code: status, message: `injected fault: ${call}`, data: null }, status);
      }
      case 'timeout':
        await new Promise((r) => setTimeout(r, 5000));
        return next();
      case 'malformed':
        return c.body('{"code":200,"data":[["BTC_USDT",', 200, { 'content-type': 'application/json' });
      case 'code':
        return c.json({ code: 500100, message: 'injected error code', data: [] });
      case 'empty':
        return c.json({ code: 200, message: 'success', data: [] });
      default:
        return next();
    }
  };
}
