// Checked before anything else is imported: older Node versions cannot even load the dependencies.
import { assertSupportedNode } from './node-version.js';

assertSupportedNode();
const { startServer } = await import('./server.js');
await startServer();
