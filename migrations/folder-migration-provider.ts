import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Migration, MigrationProvider } from 'kysely';

/**
 * Kysely's FileMigrationProvider, except that the migration files are imported from here rather
 * than from inside kysely. Node 20 cannot import `.ts` by itself: only the loader running our code
 * (tsx for the command line, vitest's module runner in tests) can, and it only sees imports made
 * by code it loaded, never those made by a package in node_modules.
 */
export class FolderMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.folder)).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.d.ts'),
    );
    const migrations: Record<string, Migration> = {};
    for (const file of files.sort()) {
      const migration: Migration = await import(pathToFileURL(join(this.folder, file)).href);
      migrations[file.slice(0, -'.ts'.length)] = migration;
    }
    return migrations;
  }
}
