// Builds the product (`npm run build`) when the build is missing or older than the sources: for
// `npm start`, and for the suites that run the build (security, resilience, replicas, e2e). Plain
// JavaScript that any Node can parse. Run on its own, it does just that.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

/** Runs `npm run build` when the server or client build is older than any source; exits with its status if it fails. */
export function buildIfStale() {
  const stamps = [path.join(root, 'server/dist/main.js'), path.join(root, 'client/dist/pages/manifest.json')];
  const built = stamps.every((file) => existsSync(file)) ? Math.min(...stamps.map((file) => statSync(file).mtimeMs)) : 0;
  const sources = Math.max(newest(path.join(root, 'server/src')), newest(path.join(root, 'client/src')), newest(path.join(root, 'client/public')));
  if (built >= sources) return;
  console.log(built === 0 ? 'Building Finmesh (first run)...' : 'Sources changed since the last build: rebuilding...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
