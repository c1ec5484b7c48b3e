import { applicationQuery, formPath } from '../forms/formPages';
import { opensForm } from '../islands/overlays';
import type { ApplyTarget } from './applications';

/**
 * The attributes of an Apply link (leading to the application's own page until the page's script
 * runs). The pages' alone, which the server renders: kept out of `applications`, which the modal's
 * own code imports.
 */
export const applyButton = ({ jobId, position, closesTo }: ApplyTarget) =>
  opensForm('apply', formPath('application', applicationQuery({ jobId, position })), {
    ...(jobId ? { 'job-id': jobId } : {}),
    position,
    ...(closesTo ? { 'closes-to': closesTo } : {}),
  });
