import { COMPANY } from './rules/brand.js';

/** MikroORM 7 and this server need Node.js 22.17 or newer; say so plainly instead of crashing later. */
export function assertSupportedNode(version = process.versions.node): void {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 17)) return;
  console.error(
    `${COMPANY.name} needs Node.js 22.17 or newer (Node 24 LTS recommended); this is Node ${version}.\n` +
      'Start it with npm start, which uses the Node.js 24 that npm install puts in node_modules.',
  );
  process.exit(1);
}
