import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { OWN_PROCESS } from '../../vitest.config.js';

const SERVER = path.resolve(import.meta.dirname, '../..');
/** What would leak from one test file into the next in a shared worker (see OWN_PROCESS). */
const LEAKS = /\bvi\.(setSystemTime|useFakeTimers|mock|doMock)\(/;

it('runs every test file that fakes the clock or mocks a module in a process of its own', async () => {
  const files = (await readdir(path.join(SERVER, 'src'), { recursive: true })).filter((file) => file.endsWith('.test.ts')).map((file) => `src/${file}`);
  const leaking: string[] = [];
  for (const file of files) {
    if (file.startsWith('src/resilience/') || file.startsWith('src/replicas/') || file === 'src/test/own-process.test.ts') continue;
    if (LEAKS.test(await readFile(path.join(SERVER, file), 'utf8'))) leaking.push(file);
  }
  expect(leaking.length).toBeGreaterThan(0);
  expect(leaking.filter((file) => !OWN_PROCESS.includes(file))).toEqual([]);
});
