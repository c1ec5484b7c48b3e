import { describe, expect, it } from 'vitest';
import { APP_ENTITIES } from '../test/app.js';
import { createScratchDatabase } from '../test/scratch-database.js';
import { migrationsList } from './migrations/index.js';
import { openDatabase } from './orm.js';

// Servers that share a database: PostgreSQL (the PGlite default is one process's).
describe.runIf(process.env.DATABASE_URL)('servers starting together on an empty PostgreSQL database', () => {
  it('migrate and seed it once, and all of them open it', async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '', 'finmesh_test_migrate');
    let seeded = 0;
    try {
      const opened = await Promise.all(
        Array.from({ length: 3 }, () =>
          openDatabase(
            { driver: 'postgresql', url: scratch.url },
            {
              entities: APP_ENTITIES,
              seed: async () => {
                seeded += 1;
              },
            },
          ),
        ),
      );
      try {
        expect(opened.map((database) => database.created).sort()).toEqual([false, false, true]);
        expect(seeded).toBe(1);
        const applied = await opened[0]?.orm.em.getConnection().execute<{ name: string }[]>('select name from mikro_orm_migrations order by id');
        expect(applied?.map((row) => row.name)).toEqual(migrationsList.map((migration) => migration.name));
      } finally {
        await Promise.all(opened.map((database) => database.orm.close(true)));
      }
    } finally {
      await scratch.drop();
    }
  });
});
