import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a test receiver got. */
export interface Received {
  headers: Record<string, string>;
  body: string;
}

/** How the receiver answers a request: status, body and headers (204 and nothing by default). */
export interface Answer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

/** A webhook receiver on 127.0.0.1 for tests: keeps every request, answers as `answer` says (changeable). */
export interface TestReceiver {
  readonly url: string;
  readonly port: number;
  readonly received: Received[];
  /** `null`: never answer (the sender's timeout). */
  answer: (request: Received) => Answer | null;
  /** Resolves once `count` requests have come (at once if they have). */
  receivedCount(count: number): Promise<void>;
  close(): Promise<void>;
}

const flat = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]])));

export async function startReceiver(): Promise<TestReceiver> {
  const received: Received[] = [];
  const receiver = { answer: (_request: Received): Answer | null => ({ status: 204 }) };
  const waiting: { count: number; resolve: () => void }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got = { headers: flat(request.headers), body: Buffer.concat(chunks).toString('utf8') };
      received.push(got);
      for (const waiter of waiting.filter(({ count }) => received.length >= count)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
      const answer = receiver.answer(got);
      if (!answer) return;
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    get answer() {
      return receiver.answer;
    },
    set answer(answer) {
      receiver.answer = answer;
    },
    receivedCount: (count) => (received.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve }))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
