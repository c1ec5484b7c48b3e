// `npm start`: serves the whole product on http://localhost:3000 (PORT to change), building it
// first when the build is missing or older than the sources. Plain JavaScript that any Node can
// parse, so an old Node gets a clear message instead of a syntax error.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 17)) {
  console.error(
    `Finmesh runs on Node.js 24, which \`npm install\` puts in node_modules; this is Node ${process.versions.node}.\n` +
      'Run it through npm (npm install, then npm start or npm run dev), which puts that Node first.',
  );
  process.exit(1);
}

buildIfStale();

await import(path.join(root, 'server/dist/main.js'));
