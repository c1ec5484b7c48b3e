import type { AppContext } from '../../context.js';
import { can } from '../../domain/principal.js';
import type { Audience } from './jobs.service.js';

/** Who a job list or page is for: whoever may see careers gets every status; everyone else, Active jobs only. */
export const audienceOf = async ({ principal }: Pick<AppContext, 'principal'>): Promise<Audience> => (can(await principal(), 'careers:read') ? 'admin' : 'public');
