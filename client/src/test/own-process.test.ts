import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { OWN_PROCESS } from './own-process';

const CLIENT = path.resolve(import.meta.dirname, '../..');
/** What would stay behind for the next test file in a shared worker. */
const LEAKS = /\bvi\.(setSystemTime|useFakeTimers|mock|doMock|stubGlobal|stubEnv)\(/;

it('runs every test file that fakes the clock, a module or a global in a process of its own', async () => {
  const files = (await readdir(path.join(CLIENT, 'src'), { recursive: true })).filter((file) => /\.test\.tsx?$/.test(file)).map((file) => `src/${file}`);
  const leaking: string[] = [];
  for (const file of files) {
    if (file !== 'src/test/own-process.test.ts' && LEAKS.test(await readFile(path.join(CLIENT, file), 'utf8'))) leaking.push(file);
  }
  expect(leaking.length).toBeGreaterThan(0);
  expect(leaking.filter((file) => !OWN_PROCESS.includes(file))).toEqual([]);
});
