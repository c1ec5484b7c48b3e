import { createOverlayStore } from '../islands/overlayStore';
import { opens } from '../islands/overlays';

/** What the visitor applies for: a listed job, or an open application (`jobId` null). */
export interface ApplyTarget {
  jobId: string | null;
  position: string;
  /** Where the visitor goes once the application is sent (the job page goes back to the openings). */
  afterSubmit?: string;
}

/** The application modal's state (buttons with `data-opens="apply"`). */
export const applications = createOverlayStore<ApplyTarget>();

/** The attributes of an Apply button. */
export const applyButton = ({ jobId, position, afterSubmit }: ApplyTarget) =>
  opens('apply', { ...(jobId ? { 'job-id': jobId } : {}), position, ...(afterSubmit ? { 'after-submit': afterSubmit } : {}) });

/** The target an Apply button names. */
export function applyTargetOf(trigger: HTMLElement): ApplyTarget {
  return { jobId: trigger.dataset.jobId ?? null, position: trigger.dataset.position ?? '', afterSubmit: trigger.dataset.afterSubmit };
}
