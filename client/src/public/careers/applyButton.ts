import { opens } from '../islands/overlays';
import type { ApplyTarget } from './applications';

/**
 * The attributes of an Apply button. Kept out of `applications`, which the modal's own code
 * imports: this needs the overlays' list, which leads to that code, and the two would import
 * each other.
 */
export const applyButton = ({ jobId, position, afterSubmit }: ApplyTarget) =>
  opens('apply', { ...(jobId ? { 'job-id': jobId } : {}), position, ...(afterSubmit ? { 'after-submit': afterSubmit } : {}) });
