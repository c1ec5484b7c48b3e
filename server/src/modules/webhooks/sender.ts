import { Agent, fetch } from 'undici';
import { WEBHOOK_RESPONSE_KEPT_BYTES } from '../../rules/webhooks.js';
import { checkedLookup, ForbiddenAddressError, refusedUrlHost, type AddressPolicy, type Resolve } from './address-check.js';

/** How long one attempt may take, from resolving the name to the end of the answer's first KB. */
export const SEND_TIMEOUT_MS = 10_000;

export interface SenderOptions {
  /** `WEBHOOK_ALLOW_PRIVATE`: private networks' and this machine's addresses pass the checks (reserved ones never; the scheme is still http(s) only, and redirects are still not followed). */
  allowPrivate: boolean;
  /** Outside production: this machine's addresses pass the checks (a developer's local receiver). */
  allowLoopback?: boolean;
  /** How names are resolved (a test's stub; the system resolver otherwise). */
  resolve?: Resolve;
  timeoutMs?: number;
}

export interface Attempt {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What one attempt came to: the answer (2xx: delivered), or the error that stopped it. */
export interface AttemptResult {
  ok: boolean;
  status: number | null;
  /** The answer's first 1 KB (whole UTF-8 characters only). */
  body: string | null;
  error: string | null;
  durationMs: number;
}

/**
 * Sends webhook requests (issue P15): `fetch` and `Agent` from npm `undici` (Node's own fetch
 * cannot take this undici's Agent), connecting only to addresses the check allowed, following no
 * redirect (a 3xx is a failed attempt, its `Location` in the log), with one 10 s limit over every
 * phase, keeping the first 1 KB of the answer and reading no more of it.
 */
export class WebhookSender {
  private readonly agent: Agent;
  private readonly timeoutMs: number;
  private readonly policy: AddressPolicy;

  constructor(private readonly options: SenderOptions) {
    this.timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
    this.policy = { loopback: options.allowPrivate || (options.allowLoopback ?? false), private: options.allowPrivate };
    this.agent = new Agent({
      connect: { lookup: checkedLookup(options.resolve, this.policy), timeout: this.timeoutMs },
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    });
  }

  async send(attempt: Attempt): Promise<AttemptResult> {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    const url = new URL(attempt.url);
    const refused = refusedUrlHost(url, this.policy);
    if (refused) return { ok: false, status: null, body: null, error: new ForbiddenAddressError(refused, refused).message, durationMs: 0 };
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, status: null, body: null, error: `Refused: ${url.protocol} is not a web address`, durationMs: 0 };
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const response = await fetch(url, {
        method: 'POST',
        dispatcher: this.agent,
        redirect: 'manual',
        signal,
        // Undici would decompress an answer otherwise, and the 1 KB kept would be of decoded bytes.
        headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', 'user-agent': 'Finmesh-Webhooks/1', ...attempt.headers },
        body: attempt.body,
      });
      const { text, failure } = await firstBytes(response.body);
      // An answer cut off by the timeout is a failure, whatever its status said.
      if (failure !== null) return { ok: false, status: response.status, body: text, error: errorText(failure, this.timeoutMs), durationMs: took() };
      const ok = response.status >= 200 && response.status < 300;
      const location = response.headers.get('location');
      const error = ok ? null : response.status >= 300 && response.status < 400 ? `Redirect not followed${location ? ` (Location: ${location})` : ''}` : null;
      return { ok, status: response.status, body: text, error, durationMs: took() };
    } catch (error) {
      return { ok: false, status: null, body: null, error: errorText(error, this.timeoutMs), durationMs: took() };
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

/** The first 1 KB of an answer, as text cut at a whole character; the rest is never read (the connection is closed). */
async function firstBytes(stream: ReadableStream<Uint8Array> | null): Promise<{ text: string | null; failure: unknown }> {
  if (!stream) return { text: null, failure: null };
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let taken = 0;
  try {
    while (taken < WEBHOOK_RESPONSE_KEPT_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      const part = value.subarray(0, WEBHOOK_RESPONSE_KEPT_BYTES - taken);
      taken += part.byteLength;
      text += decoder.decode(part, { stream: true });
    }
  } catch (error) {
    // An answer cut off (or timed out) after its status: what came is kept.
    return { text: storable(text), failure: error };
  } finally {
    await reader.cancel().catch(() => {});
  }
  return { text: storable(text), failure: null };
}

/**
 * The text as PostgreSQL's `text` takes it: a NUL (a binary or compressed answer has them) would
 * fail the statement that records the whole batch's attempts, and the batch would be sent again.
 */
function storable(text: string): string {
  return text.replaceAll('\0', '\uFFFD');
}

/** Why an attempt failed, in words for the log: fetch's own error says only "fetch failed", its causes say why. */
function errorText(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `Timed out after ${timeoutMs / 1000} s`;
  let cause: unknown = error;
  while (cause instanceof Error && cause.cause !== undefined && !(cause instanceof ForbiddenAddressError)) cause = cause.cause;
  if (cause instanceof ForbiddenAddressError) return cause.message;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return storable(code ? `${code}: ${cause.message}` : cause.message);
  }
  return storable(String(cause));
}
