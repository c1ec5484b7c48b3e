import { randomFillSync } from 'node:crypto';

/**
 * Primary keys are time-ordered UUIDs (v7, RFC 9562): unique across tables and friendly to B-tree
 * indexes. The first 48 bits are the time in milliseconds; the next 31 a counter that starts at a
 * random value each millisecond and counts up within it (so ids made by this process sort in the
 * order they were made); the rest random. Randomness is drawn for 512 ids at a time: the public
 * forms make a few ids per request, and one call to the system's generator per id cost more than
 * the rest of making them.
 */
export function newId(): string {
  const random = randomBytes16();
  const now = Date.now();
  if (now > clock.msecs) {
    clock.msecs = now;
    clock.sequence = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
  } else {
    clock.sequence = (clock.sequence + 1) | 0;
    // The counter ran over within one millisecond: borrow the next one.
    if (clock.sequence === 0) clock.msecs += 1;
  }
  const { msecs, sequence } = clock;
  const bytes = [
    (msecs / 0x10000000000) & 0xff,
    (msecs / 0x100000000) & 0xff,
    (msecs / 0x1000000) & 0xff,
    (msecs / 0x10000) & 0xff,
    (msecs / 0x100) & 0xff,
    msecs & 0xff,
    0x70 | ((sequence >>> 28) & 0x0f),
    (sequence >>> 20) & 0xff,
    0x80 | ((sequence >>> 14) & 0x3f),
    (sequence >>> 6) & 0xff,
    ((sequence << 2) & 0xff) | (random[10]! & 0x03),
    random[11]!,
    random[12]!,
    random[13]!,
    random[14]!,
    random[15]!,
  ];
  const hex = bytes.map((byte) => HEX[byte]);
  return `${hex.slice(0, 4).join('')}-${hex.slice(4, 6).join('')}-${hex.slice(6, 8).join('')}-${hex.slice(8, 10).join('')}-${hex.slice(10).join('')}`;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const clock = { msecs: Number.NEGATIVE_INFINITY, sequence: 0 };
const pool = Buffer.alloc(16 * 512);
let used = pool.length;

function randomBytes16(): Buffer {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 16;
  return pool.subarray(used - 16, used);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be a primary key; anything else finds nothing instead of failing in SQL. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
