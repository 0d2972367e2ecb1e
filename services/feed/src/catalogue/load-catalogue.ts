import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JsonBody } from '@lemans/http';
import type { Logger } from '@lemans/platform';
import type { LapRecording } from '@lemans/race';
import { CATEGORIES } from '@lemans/race';
import type { z } from 'zod';
import { fr } from 'zod/locales';
import { buildCatalogueEntries } from './build-entries.ts';
import {
  type CatalogueEntry,
  catalogueEntriesSchema,
  newsSchema,
  programSchema,
} from './catalogue-schemas.ts';

export const CATALOGUE_DIR = fileURLToPath(new URL('../../catalogue/', import.meta.url));

/** The four catalogue documents, serialised once: they do not change while the feed runs. */
export interface Catalogue {
  entries: JsonBody;
  categories: JsonBody;
  program: JsonBody;
  news: JsonBody;
}

export class CatalogueFileError extends Error {
  constructor(file: string, problem: string) {
    super(`Fichier de catalogue ${file} invalide : ${problem}`);
    this.name = 'CatalogueFileError';
  }
}

export async function loadCatalogue(
  recording: LapRecording,
  logger: Logger,
  dir: string = CATALOGUE_DIR,
): Promise<Catalogue> {
  const [entries, program, news] = await Promise.all([
    loadEntries(recording, logger, dir),
    readDocument(dir, 'program.json', programSchema),
    readDocument(dir, 'news.json', newsSchema),
  ]);
  return {
    entries: JsonBody.of(entries),
    categories: JsonBody.of(CATEGORIES),
    program: JsonBody.of(program),
    news: JsonBody.of(news),
  };
}

/** entries.json is generated with the recording; without it the same list is built from the recording. */
async function loadEntries(recording: LapRecording, logger: Logger, dir: string): Promise<CatalogueEntry[]> {
  const text = await readText(dir, 'entries.json');
  if (text === undefined) {
    logger.info({ dir }, 'entries.json absent : engagements construits depuis l’enregistrement');
    return buildCatalogueEntries(recording);
  }
  const entries = parseDocument('entries.json', text, catalogueEntriesSchema);
  const carIds = new Set(recording.cars.map((car) => car.id));
  const unknown = entries.filter((entry) => !carIds.has(entry.id)).map((entry) => entry.number);
  if (unknown.length > 0 || entries.length !== carIds.size) {
    logger.warn(
      { entries: entries.length, cars: carIds.size, unknown },
      'entries.json ne correspond pas à l’enregistrement servi : régénérez-le avec l’enregistrement',
    );
  }
  logger.info({ dir, entries: entries.length }, 'engagements lus depuis entries.json');
  return entries;
}

async function readDocument<Schema extends z.ZodType>(dir: string, file: string, schema: Schema) {
  const text = await readText(dir, file);
  if (text === undefined) throw new CatalogueFileError(file, 'fichier absent');
  return parseDocument(file, text, schema);
}

async function readText(dir: string, file: string): Promise<string | undefined> {
  try {
    return await readFile(join(dir, file), 'utf8');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new CatalogueFileError(file, (cause as Error).message);
  }
}

function parseDocument<Schema extends z.ZodType>(
  file: string,
  text: string,
  schema: Schema,
): z.output<Schema> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    throw new CatalogueFileError(file, `JSON illisible (${(cause as Error).message})`);
  }
  const result = schema.safeParse(parsed, { error: fr().localeError });
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(racine)'} : ${issue.message}`,
    );
    throw new CatalogueFileError(file, problems.slice(0, 5).join(' ; '));
  }
  return result.data;
}
