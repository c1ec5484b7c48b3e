/**
 * Writes a migration for the difference between the entities and the committed migrations:
 * applies the committed ones to a throw-away in-memory database, then diffs the entities against it.
 *   npm run migration:create -w server -- <Name>
 */
import path from 'node:path';
import { readFile, writeFile } from 'node:fs/promises';
import { appEntities } from '../src/db/entities.js';
import { openDatabase } from '../src/db/orm.js';
import { AREAS } from '../src/modules/index.js';

const folder = path.resolve(import.meta.dirname, '../src/db/migrations');
const name = process.argv[2];
const { orm } = await openDatabase({ driver: 'pglite', dataDir: null }, { entities: appEntities(AREAS) });
try {
  const result = await orm.migrator.create(folder, false, false, name);
  if (!result.fileName) {
    console.log('No changes: the committed migrations already match the entities.');
  } else {
    const className = path.basename(result.fileName, '.ts');
    const indexFile = path.join(folder, 'index.ts');
    const index = await readFile(indexFile, 'utf8');
    const withImport = index.replace(
      /(import type \{ MigrationObject \} from '@mikro-orm\/core';\n)/,
      `$1import { ${className} } from './${className}.js';\n`,
    );
    const updated = withImport.replace(
      /export const migrationsList: MigrationObject\[\] = \[([\s\S]*?)\];/,
      (_match, entries: string) => {
        const list = entries.trim() === '' ? '' : `${entries.trimEnd().replace(/,?$/, ',')}`;
        return `export const migrationsList: MigrationObject[] = [${list}\n  { name: '${className}', class: ${className} },\n];`;
      },
    );
    await writeFile(indexFile, updated);
    console.log(`Created ${path.relative(process.cwd(), result.fileName)} and listed it in migrations/index.ts.`);
  }
} finally {
  await orm.close(true);
}
