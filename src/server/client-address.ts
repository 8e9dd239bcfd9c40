import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from, for rate limits. The socket address is the truth; X-Forwarded-For
 * is believed only for the `trustProxy` hops the operator declared (TRUST_PROXY), counted from the
 * right, because anything further left was written by the client and can be forged.
 */
export function clientAddress(c: Context, trustProxy: number): string | undefined {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests) have no socket; they name their client in x-forwarded-for.
    return forwardedFor(c)[0];
  }
  if (!trustProxy) return socket;
  const chain = [...forwardedFor(c), ...(socket ? [socket] : [])];
  return chain[Math.max(0, chain.length - 1 - trustProxy)] ?? socket;
}

function forwardedFor(c: Context): string[] {
  return (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
