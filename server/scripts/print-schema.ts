import 'reflect-metadata';
/**
 * Prints the code-first schema, sorted, to the committed `schema.graphql` (the API contract that
 * client codegen reads). With `--check`, fails instead when the committed file differs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildAppSchema } from '../src/graphql/schema.js';
import { AREAS } from '../src/modules/index.js';

const file = path.resolve(import.meta.dirname, '../../schema.graphql');
const header = '# Generated from the server code by `npm run schema`; do not edit by hand.\n\n';
const printed = `${header}${printSchema(lexicographicSortSchema(await buildAppSchema(AREAS)))}\n`;

if (process.argv.includes('--check')) {
  const committed = await readFile(file, 'utf8').catch(() => '');
  if (committed !== printed) {
    console.error('schema.graphql is out of date with the server code: run "npm run schema" and commit the result.');
    process.exit(1);
  }
  console.log('schema.graphql matches the server code.');
} else {
  await writeFile(file, printed);
  console.log(`Wrote ${path.relative(process.cwd(), file)}.`);
}
