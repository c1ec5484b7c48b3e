import { defineArea } from '../area.js';
import { exportsRoutes } from './exports.rest.js';
import { ExportsService } from './exports.service.js';

declare module '../../services.js' {
  interface Services {
    exports: ExportsService;
  }
}

/** CSV exports of the back office's lists (issue P14): each list declares its own (`Area.exports`). */
export const exportsArea = defineArea({
  name: 'exports',
  rest: exportsRoutes,
  services: {
    exports: ({ em, events, exports, services, shared }) => new ExportsService(em, { events, sources: exports, services, key: shared.exportLinkKey }),
  },
});
