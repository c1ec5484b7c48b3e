// Runs after `npm install` / `npm ci`, on the project's Node 24 (node_modules/.bin is first on
// PATH in npm scripts). npm skips an optional platform package whose `engines` exclude the Node
// that npm itself runs on (Vite's native bundler binding wants Node >= 20.19), although Node 24
// is what will load it. This installs whatever the lockfile has for this platform that npm left
// out, once more through npm, now running on Node 24. Plain JavaScript that any Node can parse.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const libc = process.platform !== 'linux' ? null : process.report?.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl';

/** Whether a package's os, cpu or libc list (`!x` excludes x) accepts this machine's value. */
function accepts(list, value) {
  if (!list || value === null) return true;
  const included = list.filter((entry) => !entry.startsWith('!'));
  return !list.includes(`!${value}`) && (included.length === 0 || included.includes(value));
}
const omitted = (process.env.npm_config_omit ?? '').split(/[\s,]+/);
/** An optional package built for particular platforms (a native binding), unless the install left such packages out. */
const wanted = (entry) =>
  (entry.optional || entry.devOptional) && (entry.os || entry.cpu || entry.libc) && !omitted.includes('optional') && !(entry.dev && omitted.includes('dev'));

const missing = Object.entries(lock.packages ?? {})
  .filter(([location, entry]) => location !== '' && wanted(entry))
  .filter(([, entry]) => accepts(entry.os, process.platform) && accepts(entry.cpu, process.arch) && accepts(entry.libc, libc))
  .filter(([location]) => !existsSync(path.join(root, location)))
  .map(([location]) => location.replace(/^.*node_modules\//, ''));

if (missing.length > 0 && !process.env.FINMESH_POSTINSTALL) {
  console.log(`Installing for Node ${process.versions.node} what npm skipped on its own Node: ${missing.join(', ')}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FINMESH_POSTINSTALL: '1' },
  });
  process.exit(result.status ?? 1);
}
