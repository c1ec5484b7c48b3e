import type { RestRoutes } from '../../http/rest.js';
import { COUNTRIES } from './countries.service.js';

export const countriesRoutes: RestRoutes = (app) => {
  app.get('/api/countries', async (_request, reply) => {
    // The list changes only with a new release.
    reply.header('Cache-Control', 'public, max-age=86400');
    return { success: true, data: COUNTRIES };
  });
};
