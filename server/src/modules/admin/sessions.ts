import { isIP } from 'node:net';

/** Where a sign-in came from, as its session keeps it: the client address and the browser's `User-Agent`. */
export interface SignInClient {
  ip: string;
  userAgent: string | null;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * What a person would call the device of a `User-Agent`: "Chrome on macOS", "Safari on iPhone";
 * the browser or the system alone when only one is known; null when neither (a script, curl).
 */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}

/**
 * A client address as a session keeps it: coarse, enough to tell networks apart and not the
 * person's own address (an IPv4 address's /24, an IPv6 address's /48).
 */
export function coarseAddressOf(ip: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
  if (isIP(mapped) === 4) return `${mapped.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(mapped) !== 6) return null;
  const [head = '', tail = ''] = mapped.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = mapped.includes('::') ? [...left, ...Array.from({ length: 8 - left.length - right.length }, () => '0'), ...right] : left;
  return `${groups.slice(0, 3).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/48`;
}
