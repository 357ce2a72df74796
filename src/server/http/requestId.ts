import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The request id (docs/api.md "Request id"): every log line of a request carries it (`reqId`,
 * Fastify's child logger), the answer says it in `X-Request-Id`, and an error's body in
 * `requestId`, so a user's report, the balancer's log and ours meet on one value.
 *
 * An incoming `X-Request-Id` is kept only when the connection comes from a proxy TRUST_PROXY
 * names (the balancer that generated it); from anyone else it is ignored, so a client cannot make
 * its lines look like another request's. Else a new UUID.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: short, printable, nothing that could break a log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

// proxy-addr's named ranges (config.ts accepts them in TRUST_PROXY, as Fastify's trustProxy does).
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Whether an address is one of TRUST_PROXY's (IPs, CIDRs, named ranges). */
export function trustedProxies(list: readonly string[]): (address: string | undefined) => boolean {
  if (list.length === 0) return () => false;
  const block = new net.BlockList();
  for (const entry of list.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address, bits] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) block.addAddress(address, type);
    else block.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    // A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
    return block.check(plain, net.isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/** Fastify's genReqId: the trusted proxy's id, else a new one. */
export function requestIdGenerator(trustProxy: readonly string[]) {
  const trusted = trustedProxies(trustProxy);
  return (req: IncomingMessage): string => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && ACCEPTED_ID.test(given) && trusted(req.socket.remoteAddress)) return given;
    return crypto.randomUUID();
  };
}

/** Says the id in every answer, and in every error body (`{ statusCode, error, message, requestId }`). */
export function installRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // One place for every error body (http/errors.ts, the console's and /admin's 404s): they all
  // have errorBody's shape, and whoever sent one need not know the request.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) return payload;
    return { ...payload, requestId: request.id };
  });
}

function isErrorBody(payload: unknown): payload is Record<string, unknown> {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    'statusCode' in payload &&
    'message' in payload
  );
}
