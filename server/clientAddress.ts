import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import type { Context } from 'hono';

/**
 * The client's address for per-client limits: the socket's peer, or with TRUST_PROXY=1 (behind one
 * reverse proxy or load balancer) the last X-Forwarded-For hop, which that proxy appended. A header
 * the client sent itself is never trusted otherwise. IPv6 clients count per /64, the block one
 * subscriber usually holds.
 */
export function clientAddress(c: Context): string {
  let address: string | undefined;
  if (process.env.TRUST_PROXY === '1') address = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
  address ||= (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;
  if (!address) return 'unknown';
  if (address.startsWith('::ffff:')) return address.slice(7);
  if (isIPv6(address)) return `${expand(address).slice(0, 4).join(':')}::/64`;
  return address;
}

function expand(v6: string): string[] {
  const [head = '', tail] = v6.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  if (tail === undefined) return left;
  return [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
}
