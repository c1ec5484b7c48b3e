import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * The SSRF check (issue P15): a webhook may reach the public internet only. The addresses a name
 * resolves to are checked where the connection is made (`checkedLookup`, given to the sender's
 * Agent), so the address checked is the address connected to (no second resolution to rebind);
 * an address written in the URL is never looked up, and is checked before (`refusedUrlHost`).
 */

const V4_RANGES: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud metadata address 169.254.169.254 among them
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

const V6_RANGES: readonly [string, number][] = [
  ['::', 96], // unspecified, loopback (::1) and the old IPv4-compatible addresses
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
  ['64:ff9b:1::', 48], // local-use NAT64
];

function forbiddenRanges(): BlockList {
  const list = new BlockList();
  for (const [address, prefix] of V4_RANGES) {
    // `BlockList` matches IPv4-mapped IPv6 (::ffff:10.0.0.1) against these by itself; NAT64 and 6to4 carry them too.
    list.addSubnet(address, prefix, 'ipv4');
    list.addSubnet(`64:ff9b::${address}`, 96 + prefix, 'ipv6');
    const [a = 0, b = 0, c = 0, d = 0] = address.split('.').map(Number);
    list.addSubnet(`2002:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}::`, 16 + prefix, 'ipv6');
  }
  for (const [address, prefix] of V6_RANGES) list.addSubnet(address, prefix, 'ipv6');
  return list;
}

const FORBIDDEN = forbiddenRanges();

/** Whether a webhook may not connect to `address`: a private, loopback, link-local, multicast or reserved one, or anything that is not an address (fail closed). */
export function isForbiddenAddress(address: string): boolean {
  // A zone (fe80::1%eth0) is not part of the address; `BlockList` would not match it with one.
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return true;
  return FORBIDDEN.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** What the log says of an address that was refused (a failed attempt, never retried). */
export class ForbiddenAddressError extends Error {
  readonly code = 'EWEBHOOK_FORBIDDEN_ADDRESS';

  constructor(host: string, address: string) {
    super(host === address ? `Refused: ${address} is a private address` : `Refused: ${host} resolves to ${address}, a private address`);
  }
}

/** How names are resolved: every address of the name (the system resolver, or a test's stub). */
export type Resolve = (hostname: string, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

export const systemResolve: Resolve = (hostname, callback) => systemLookup(hostname, { all: true, order: 'verbatim' }, callback);

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for `net.connect`/`tls.connect` (undici's `connect` option) that refuses a name when
 * any of its addresses is forbidden: the connection may try each of them (happy eyeballs).
 */
export function checkedLookup(resolve: Resolve = systemResolve) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error, []);
      const forbidden = addresses.find((entry) => isForbiddenAddress(entry.address));
      if (forbidden) return callback(new ForbiddenAddressError(hostname, forbidden.address), []);
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      return options.all ? callback(null, addresses) : callback(null, first.address, first.family);
    });
  };
}

/** The URL's host when it is an address that is forbidden (never looked up, so checked here); null otherwise. */
export function refusedUrlHost(url: URL): string | null {
  // The URL parser has written every form of an address in its usual one (2130706433 → 127.0.0.1, [::ffff:127.0.0.1] → [::ffff:7f00:1]).
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) !== 0 && isForbiddenAddress(host) ? host : null;
}
