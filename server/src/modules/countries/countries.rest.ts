import { PUBLIC } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { COUNTRIES } from './countries.service.js';

export const countriesRoutes: RestRoutes = (app) => {
  app.get('/api/countries', PUBLIC, async (_request, reply) => {
    // The list changes only with a new release.
    reply.header('Cache-Control', 'public, max-age=86400');
    return { success: true, data: COUNTRIES };
  });
};
