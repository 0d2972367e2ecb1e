import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createHttpServer } from '@lemans/http';
import { CATEGORIES } from '@lemans/race';
import { CATALOGUE_DIR } from '../../../services/feed/src/catalogue/load-catalogue.ts';

export type CatalogueName = 'entries' | 'categories' | 'program' | 'news';

export interface CatalogueServer {
  /** Base URL of the documents, as ingest derives it from the feed's: `<origin>/catalogue`. */
  url: string;
  /** What each document answers, changed in place by the test; a string is sent as is (malformed JSON). */
  documents: Record<CatalogueName, unknown>;
  /** The next `count` requests of `name` get this status and no document. */
  fail(name: CatalogueName, status: number, count: number): void;
  /** Requests received per document. */
  hits: Record<CatalogueName, number>;
  close(): Promise<void>;
}

/** The feed's own catalogue files, as plain data the test may change between syncs. */
export function feedCatalogue(): Record<CatalogueName, unknown> {
  const read = (file: string): unknown => JSON.parse(readFileSync(join(CATALOGUE_DIR, file), 'utf8'));
  return {
    entries: read('entries.json'),
    categories: structuredClone(CATEGORIES),
    program: read('program.json'),
    news: read('news.json'),
  };
}

/**
 * A catalogue whose documents a test changes at will, breaks, or makes fail: the feed serves its files,
 * which it checks at start, so it cannot serve a malformed or changing catalogue.
 */
export async function startCatalogueServer(
  documents: Record<CatalogueName, unknown> = feedCatalogue(),
): Promise<CatalogueServer> {
  const failures = new Map<string, { status: number; count: number }>();
  const hits: Record<CatalogueName, number> = { entries: 0, categories: 0, program: 0, news: 0 };
  const server = createHttpServer((req, res) => {
    const name = req.url?.replace(/^\/catalogue\//, '') as CatalogueName;
    if (!(name in documents)) {
      res.writeHead(404).end();
      return;
    }
    hits[name] += 1;
    const failure = failures.get(name);
    if (failure && failure.count > 0) {
      failure.count -= 1;
      res.writeHead(failure.status).end();
      return;
    }
    const document = documents[name];
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(typeof document === 'string' ? document : JSON.stringify(document));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/catalogue`,
    documents,
    fail(name, status, count) {
      failures.set(name, { status, count });
    },
    hits,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
