import { v7 } from 'uuid';

/** Primary keys are time-ordered UUIDs (v7): unique across tables and friendly to B-tree indexes. */
export function newId(): string {
  return v7();
}
