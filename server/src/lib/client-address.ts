import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Which hops may name the client in X-Forwarded-For; false: none (the site faces the internet). */
export type Trust = false | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY (config.ts) as one function, given to Fastify (request.ip) and used before Fastify by the
 * request pacing, so both count the same client. A hop count trusts the nearest n addresses.
 */
export function trustOf(setting: false | number | string[]): Trust {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** The client's address as Fastify's request.ip gives it (undefined once the socket is gone). */
export function clientAddress(req: IncomingMessage, trust: Trust): string | undefined {
  const peer = req.socket.remoteAddress;
  return peer === undefined || !trust ? peer : proxyAddr(req, trust);
}
