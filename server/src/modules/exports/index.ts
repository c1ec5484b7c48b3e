import { defineArea } from '../area.js';
import { adminArea } from '../admin/index.js';
import { keysArea } from '../keys/index.js';
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
  uses: [adminArea, keysArea],
  rest: exportsRoutes,
  services: {
    exports: ({ em, events, exports, services, shared }) => new ExportsService(em, { events, sources: exports, services, key: shared.exportLinkKey }),
  },
});
