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
  const bytes = randomBytes16();
  const now = Date.now();
  if (now > clock.msecs) {
    clock.msecs = now;
    clock.sequence = bytes.readUInt32BE(6) & 0x7fffffff;
  } else {
    clock.sequence = (clock.sequence + 1) | 0;
    // The counter ran over within one millisecond: borrow the next one.
    if (clock.sequence === 0) clock.msecs += 1;
  }
  const { msecs, sequence } = clock;
  bytes.writeUIntBE(msecs, 0, 6);
  bytes.writeUInt8(0x70 | ((sequence >>> 28) & 0x0f), 6);
  bytes.writeUInt8((sequence >>> 20) & 0xff, 7);
  bytes.writeUInt8(0x80 | ((sequence >>> 14) & 0x3f), 8);
  bytes.writeUInt8((sequence >>> 6) & 0xff, 9);
  bytes.writeUInt8(((sequence << 2) & 0xff) | (bytes.readUInt8(10) & 0x03), 10);
  return uuidOf(bytes.toString('hex'));
}

/** 32 hex digits in the 8-4-4-4-12 form. */
const uuidOf = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

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

/** The last millisecond a v7 id can say (48 bits: the year 10889). */
const LAST_MILLISECOND = 2 ** 48 - 1;

/**
 * The smallest v7 id of the millisecond `at`: every id made before `at` sorts below it (uuids
 * compare byte by byte). A time before 1970 is 1970's first id, one past the year 10889 the last.
 */
export function firstIdAt(at: Date): string {
  const milliseconds = Math.min(Math.max(Math.floor(at.getTime()), 0), LAST_MILLISECOND);
  return uuidOf(`${milliseconds.toString(16).padStart(12, '0')}70008000000000000000`);
}
