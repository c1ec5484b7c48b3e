import { applicationQuery, formPath } from '../forms/formPages';
import { opensForm } from '../islands/overlays';
import type { ApplyTarget } from './applications';

/**
 * The attributes of an Apply link (leading to the application's own page until the page's script
 * runs). Kept out of `applications`, which the modal's own code imports: this needs the overlays'
 * list, which leads to that code, and the two would import each other.
 */
export const applyButton = ({ jobId, position, closesTo }: ApplyTarget) =>
  opensForm('apply', formPath('application', applicationQuery({ jobId, position })), {
    ...(jobId ? { 'job-id': jobId } : {}),
    position,
    ...(closesTo ? { 'closes-to': closesTo } : {}),
  });
