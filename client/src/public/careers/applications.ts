import { GENERAL_APPLICATION } from '../../content/careers';
import { createOverlayStore } from '../islands/overlayStore';

/** What the visitor applies for: a listed job, or an open application (`jobId` null). */
export interface ApplyTarget {
  jobId: string | null;
  position: string;
  /**
   * Where the visitor goes when the modal closes, the application sent or not: the job page goes
   * back to the openings as the visitor left them (spec: "close returns to list").
   */
  closesTo?: string;
}

/** The application modal's state (buttons with `data-opens="apply"`). */
export const applications = createOverlayStore<ApplyTarget>();

/**
 * The target an application's own page names in its query (see `applicationQuery`). An open
 * application is always the general one, whatever a link says; a job's application is filed
 * under the job's own title by the server, the query's only naming it on the page.
 */
export function applicationTargetOfQuery(query: URLSearchParams): ApplyTarget {
  const jobId = query.get('job') || null;
  return { jobId, position: (jobId && query.get('position')?.trim()) || GENERAL_APPLICATION.position };
}

/** The target an Apply button names. */
export function applyTargetOf(trigger: HTMLElement): ApplyTarget {
  return { jobId: trigger.dataset.jobId ?? null, position: trigger.dataset.position ?? '', closesTo: trigger.dataset.closesTo };
}
