import type { Config } from './config.js';
import type { ChangeFeed } from './db/changes.js';
import type { Orm } from './db/orm.js';

/** What the long-lived parts of the server share: built once in `server.ts` (or a test). */
export interface AppDependencies {
  config: Config;
  orm: Orm;
  /** Signs admin tokens (HS256) and, through derived keys, signed links; see `secrets.ts`. */
  jwtSecret: string;
  /** Tells the mail worker new mail is waiting (absent when no worker runs, as in most tests). */
  nudgeMail?: () => void;
  /** Tells the event consumers that deliveries are waiting (absent when none run: tests `settle()` them). */
  nudgeEvents?: () => void;
  /** Tells the webhook worker new deliveries are waiting (absent when none runs: tests call `deliverDue`). */
  nudgeWebhooks?: () => void;
  /** Tells what is kept in memory that its data changed, on every server (started and stopped by the owner). */
  changes: ChangeFeed;
}
