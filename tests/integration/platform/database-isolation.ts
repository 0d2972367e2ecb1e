import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';

/**
 * Shared by two test files that vitest runs in parallel: each writes its own marker and must
 * never see the other's, which would happen if both were given the same database.
 */
export function describeDatabaseIsolation(marker: string): void {
  describe(`test database of file ${marker}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.drop());

    it('starts migrated and empty, and holds only what this file wrote', async () => {
      const { db } = database;
      expect(await db.selectFrom('cursors').selectAll().execute()).toEqual([]);
      await db.insertInto('cursors').values({ id: marker, position: 1 }).execute();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const ids = await db.selectFrom('cursors').select('id').execute();
      expect(ids).toEqual([{ id: marker }]);
    });
  });
}
