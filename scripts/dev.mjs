// `npm run dev`: the API server with reload on change (tsx watch, http://localhost:3000) and
// Vite with hot module replacement for the client (http://localhost:5173, proxying the API).
import { spawn } from 'node:child_process';
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

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const apiPort = process.env.PORT ?? '3000';
const children = [
  // The site a developer opens is Vite's: links in mail point there, and form posts come from there.
  { name: 'server', color: 36, args: ['run', 'dev', '-w', 'server'], env: { PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' } },
  { name: 'client', color: 35, args: ['run', 'dev', '-w', 'client'], env: { API_ORIGIN: `http://127.0.0.1:${apiPort}` } },
].map(({ name, color, args, env }) => {
  const child = spawn(npm, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `\x1b[${color}m${name.padEnd(6)}\x1b[0m│ `;
  const relay = (stream, out) =>
    stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`${prefix}exited${code === null ? '' : ` with code ${code}`}; stopping the other process.`);
    shutdown(code ?? 0);
  });
  return child;
});

console.log(`Open http://localhost:5173 (Vite, pages rendered as in production, islands reloading on change). API on http://localhost:${apiPort}.`);

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
