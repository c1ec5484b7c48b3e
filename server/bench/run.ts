/**
 * `npm run bench [-- forms|lists|exports|careers|insights|replicas|pages]`: prints numbers, asserts none.
 *   forms    throughput and latency of every public write on PostgreSQL, through REST and GraphQL,
 *            beside a bare Fastify route and a bare INSERT measured in the same run (forms.ts);
 *   lists    the back office's lists through GraphQL and REST as the data grows from 10,000 to
 *            1,000,000 contact submissions: p50/p95 of each read at each size (lists.ts);
 *   exports  the CSV export of 1,000,000 contact submissions through the app, beside PostgreSQL's
 *            COPY of the same rows as the ceiling, with the server's memory growth (exports.ts);
 *   careers  the careers pages of the built app from the page cache, beside the same pages
 *            rendered per request (careers.ts);
 *   replicas the contact form through HAProxy with one and two replicas of the built app, beside
 *            one replica answering directly (replicas.ts; needs HAProxy);
 *   insights a post's page and the Insights list at 10,000 posts, rendered per request and from the
 *            page cache, beside /health, with the app's main-thread CPU per request (insights.ts);
 *   pages    every public page of the built app in Lighthouse's mobile preset, beside the same page
 *            without its scripts, with the bytes it sends up front (see pages.ts);
 *   webhooks 10,000 contact form events delivered to a local receiver by two webhook workers, beside
 *            the form's own rate: each delivered once, none twice (webhooks.ts).
 * All of them by default.
 *   DATABASE_URL          PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/postgres);
 *                         a fresh database is created on it and dropped afterwards.
 *   BENCH_SECONDS         duration of each load run (default 10)
 *   BENCH_CONNECTIONS     concurrent connections of each load run (default 50)
 *   BENCH_FORMS           only the forms rows whose name contains this (e.g. "demo request"); the references always run
 *   BENCH_LIST_SIZES      the contact submissions the lists stage grows to (default 10000,100000,1000000)
 *   BENCH_EXPORT_ROWS     the contact submissions the exports stage exports (default 1000000)
 *   BENCH_LIST_RUNS       timed runs of each list read (default 60)
 *   BENCH_NODE_FLAGS      Node.js options for the app server under load, space separated (e.g. heap
 *                         settings: "--max-old-space-size=512 --max-semi-space-size=8")
 *   BENCH_WEBHOOK_EVENTS  the events the webhooks stage delivers (default 10000)
 *   BENCH_LIGHTHOUSE_RUNS Lighthouse runs per page, the median is shown (default 3)
 *   CHROMIUM_PATH         the browser Lighthouse drives (default /usr/bin/chromium)
 */
import { benchCareersPages } from './careers.js';
import { benchExports } from './exports.js';
import { benchForms } from './forms.js';
import { benchInsights } from './insights.js';
import { benchLists } from './lists.js';
import { benchReplicas } from './replicas.js';
import { benchPublicPages } from './pages.js';
import { benchWebhooks } from './webhooks.js';

const stages = process.argv.slice(2);
const wanted = (stage: string) => stages.length === 0 || stages.includes(stage);

if (wanted('forms')) await benchForms();
if (wanted('lists')) await benchLists();
if (wanted('exports')) await benchExports();
if (wanted('careers')) await benchCareersPages();
if (wanted('insights')) await benchInsights();
if (wanted('replicas')) await benchReplicas();
if (wanted('pages')) await benchPublicPages();
if (wanted('webhooks')) await benchWebhooks();
