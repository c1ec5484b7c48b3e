// `npm start`: serves the whole product on http://localhost:3000 (PORT to change), building it
// first when the build is missing or older than the sources. Plain JavaScript that any Node can
// parse, so an old Node gets a clear message instead of a syntax error.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 17)) {
  console.error(
    `Finmesh runs on Node.js 24, which \`npm install\` puts in node_modules; this is Node ${process.versions.node}.\n` +
      'Run it through npm (npm install, then npm start or npm run dev), which puts that Node first.',
  );
  process.exit(1);
}

/** Newest modification time under a folder (skipping generated and installed folders). */
function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const stamps = [path.join(root, 'server/dist/main.js'), path.join(root, 'client/dist/pages/manifest.json')];
const built = stamps.every((file) => existsSync(file))
  ? Math.min(...stamps.map((file) => statSync(file).mtimeMs))
  : 0;
const sources = Math.max(newest(path.join(root, 'server/src')), newest(path.join(root, 'client/src')), newest(path.join(root, 'client/public')));

if (built < sources) {
  console.log(built === 0 ? 'Building Finmesh (first run)...' : 'Sources changed since the last build: rebuilding...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(path.join(root, 'server/dist/main.js'));
