import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * The SSRF check (issue P15): a webhook may reach the public internet only (and, outside
 * production, this machine, for a developer's local receiver). The addresses a name
 * resolves to are checked where the connection is made (`checkedLookup`, given to the sender's
 * Agent), so the address checked is the address connected to (no second resolution to rebind);
 * an address written in the URL is never looked up, and is checked before (`refusedUrlHost`).
 */

/** What an address is, for a webhook: the public internet, this machine, a private network, or reserved (it routes nowhere). */
export type AddressKind = 'public' | 'loopback' | 'private' | 'reserved';

/**
 * What the checks let through besides the public internet: this machine's addresses (outside
 * production), private networks' (`WEBHOOK_ALLOW_PRIVATE`). Reserved addresses never: they reach no server.
 */
export interface AddressPolicy {
  loopback: boolean;
  private: boolean;
}

/** The public internet only: production's policy. */
export const PUBLIC_ONLY: AddressPolicy = { loopback: false, private: false };

/** A range of addresses that are not the public internet, and which kind they are. */
type Range = readonly [address: string, prefix: number, kind: Exclude<AddressKind, 'public'>];

const V4_RANGES: readonly Range[] = [
  ['127.0.0.0', 8, 'loopback'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'], // carrier-grade NAT
  ['169.254.0.0', 16, 'private'], // link-local, the cloud metadata address 169.254.169.254 among them
  ['172.16.0.0', 12, 'private'],
  ['192.168.0.0', 16, 'private'],
  ['0.0.0.0', 8, 'reserved'], // "this network"
  ['192.0.0.0', 24, 'reserved'], // IETF protocol assignments
  ['192.0.2.0', 24, 'reserved'], // documentation (TEST-NET-1)
  ['192.88.99.0', 24, 'reserved'], // the retired 6to4 relay anycast
  ['198.18.0.0', 15, 'reserved'], // benchmarking
  ['198.51.100.0', 24, 'reserved'], // documentation (TEST-NET-2)
  ['203.0.113.0', 24, 'reserved'], // documentation (TEST-NET-3)
  ['224.0.0.0', 4, 'reserved'], // multicast
  ['240.0.0.0', 4, 'reserved'], // reserved, and the broadcast address
];

const V6_RANGES: readonly Range[] = [
  ['::1', 128, 'loopback'],
  ['fc00::', 7, 'private'], // unique-local
  ['fe80::', 10, 'private'], // link-local
  ['fec0::', 10, 'private'], // site-local (deprecated)
  ['64:ff9b:1::', 48, 'private'], // local-use NAT64
  ['::', 96, 'reserved'], // unspecified and the old IPv4-compatible addresses
  ['100::', 64, 'reserved'], // discard-only
  ['2001:db8::', 32, 'reserved'], // documentation
  ['3fff::', 20, 'reserved'], // documentation
  ['ff00::', 8, 'reserved'], // multicast
];

/** One list per kind; the order of `KINDS` decides an address in two (::1 is in ::/96 too). */
const KINDS = ['loopback', 'private', 'reserved'] as const;

function rangesOfKinds(): Record<(typeof KINDS)[number], BlockList> {
  const lists = { loopback: new BlockList(), private: new BlockList(), reserved: new BlockList() };
  for (const [address, prefix, kind] of V4_RANGES) {
    // `BlockList` matches IPv4-mapped IPv6 (::ffff:10.0.0.1) against these by itself. NAT64 and 6to4
    // carry them too, through a gateway that is no part of this machine: never loopback, always refused.
    lists[kind].addSubnet(address, prefix, 'ipv4');
    const carried = kind === 'loopback' ? lists.private : lists[kind];
    carried.addSubnet(`64:ff9b::${address}`, 96 + prefix, 'ipv6');
    const [a = 0, b = 0, c = 0, d = 0] = address.split('.').map(Number);
    carried.addSubnet(`2002:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}::`, 16 + prefix, 'ipv6');
  }
  for (const [address, prefix, kind] of V6_RANGES) lists[kind].addSubnet(address, prefix, 'ipv6');
  return lists;
}

const RANGES = rangesOfKinds();

/** What `address` is; anything that is not an address counts as reserved (fail closed). */
export function addressKind(address: string): AddressKind {
  // A zone (fe80::1%eth0) is not part of the address; `BlockList` would not match it with one.
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return 'reserved';
  return KINDS.find((kind) => RANGES[kind].check(bare, family === 4 ? 'ipv4' : 'ipv6')) ?? 'public';
}

/** Whether a webhook may not connect to `address`: anything but the public internet, unless the policy lets its kind through. */
export function isForbiddenAddress(address: string, policy: AddressPolicy = PUBLIC_ONLY): boolean {
  const kind = addressKind(address);
  return kind === 'reserved' || (kind === 'loopback' && !policy.loopback) || (kind === 'private' && !policy.private);
}

/** What the log says of an address that was refused (a failed attempt, never retried). */
export class ForbiddenAddressError extends Error {
  readonly code = 'EWEBHOOK_FORBIDDEN_ADDRESS';

  constructor(host: string, address: string) {
    const what = addressKind(address) === 'reserved' ? 'a reserved address' : 'a private address';
    super(host === address ? `Refused: ${address} is ${what}` : `Refused: ${host} resolves to ${address}, ${what}`);
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
export function checkedLookup(resolve: Resolve = systemResolve, policy: AddressPolicy = PUBLIC_ONLY) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error, []);
      const forbidden = addresses.find((entry) => isForbiddenAddress(entry.address, policy));
      if (forbidden) return callback(new ForbiddenAddressError(hostname, forbidden.address), []);
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      return options.all ? callback(null, addresses) : callback(null, first.address, first.family);
    });
  };
}

/** The URL's host when it is an address that is forbidden (never looked up, so checked here); null otherwise. */
export function refusedUrlHost(url: URL, policy: AddressPolicy = PUBLIC_ONLY): string | null {
  const host = hostAddressOf(url);
  return host !== null && isForbiddenAddress(host, policy) ? host : null;
}

/** The address written as the URL's host (never looked up), or null for a name. */
function hostAddressOf(url: URL): string | null {
  // The URL parser has written every form of an address in its usual one (2130706433 → 127.0.0.1, [::ffff:127.0.0.1] → [::ffff:7f00:1]).
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) !== 0 ? host : null;
}

/** Whether the URL names this machine: a loopback address, or `localhost` (RFC 6761: it always resolves to the loopback). */
export function isLoopbackUrl(url: URL): boolean {
  const address = hostAddressOf(url);
  if (address !== null) return addressKind(address) === 'loopback';
  return /(^|\.)localhost\.?$/i.test(url.hostname);
}
