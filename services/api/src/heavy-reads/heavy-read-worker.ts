import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createDb, createLogger } from '@lemans/platform';
import { CacheRegistry } from '../http/cache-registry.ts';
import { routedDb } from '../read-replica/routed-db.ts';
import { heavyAnswerer } from './heavy-answerer.ts';
import {
  type FromReadWorker,
  heavyAnswerToMessage,
  type ReadWorkerData,
  readFailureOf,
  type ToReadWorker,
} from './heavy-read-messages.ts';

/**
 * A heavy reads' worker thread (heavy-read-pool.ts): its own Postgres pool and caches, answering the reads
 * the API passes it one message at a time, several in flight, so that their CPU never holds back the live
 * frame the API's own thread serves.
 */
/** Nice value of the reads' thread: well below the API's own, still above batch work. */
const READS_NICENESS = 10;
const port = parentPort;
if (!port) throw new Error('heavy-read-worker.ts se lance comme fil de travail de l’API');
// The live frame first: Linux keeps a nice value per thread, so this thread's reads give the CPU up to the
// API's own thread whenever both want it, without waiting on each other. Elsewhere the value is the whole
// process's, which must keep its own.
if (process.platform === 'linux') setPriority(0, READS_NICENESS);
const data = workerData as ReadWorkerData;
const logger = createLogger('api-lectures', data.logLevel);
// Two reads of a session at once at most wait on the database (the bounds of SessionAnalyses and TimeTravel).
const reply = (message: FromReadWorker) => port.postMessage(message);
const poolOptions = {
  applicationName: 'lemans-api-reads',
  max: 4,
  logger,
  connectionErrors: { inc: () => reply({ type: 'connection-lost' }) },
};
const primary = createDb(data.databaseUrl, poolOptions);
const replica = data.readDatabaseUrl ? createDb(data.readDatabaseUrl, poolOptions) : null;
// Where the API's check of the replica says, told by message at each change.
let onReplica = data.onReplica;
const db = replica ? routedDb(primary, replica, () => onReplica) : primary;
const caches = new CacheRegistry();
const answerer = heavyAnswerer(db, caches, data.rebuilds, logger, ({ read, answer, atMs }) =>
  // Compressed here once: the API's thread sends it to every client as it takes it.
  reply({ type: 'prepared', read, answer: heavyAnswerToMessage(answer, { gzip: true }), atMs }),
);

/** The warm computations under way, which a close lets finish rather than fail under them. */
const warming = new Set<Promise<void>>();

port.on('message', async (message: ToReadWorker) => {
  switch (message.type) {
    case 'read':
      try {
        const answered = heavyAnswerToMessage(await answerer.answer(message.read), { gzip: message.gzip });
        reply({ type: 'answer', id: message.id, answer: answered });
      } catch (err) {
        const failure = readFailureOf(err);
        if (failure.status >= 500 && !failure.busy)
          logger.error({ err, read: message.read }, 'lecture en échec');
        reply({ type: 'failed', id: message.id, failure });
      }
      return;
    case 'warm': {
      const warmed = answerer.warm(message.sessionId);
      warming.add(warmed);
      await warmed;
      warming.delete(warmed);
      return;
    }
    case 'flush':
      reply({ type: 'flushed', id: message.id, dropped: await caches.flush() });
      return;
    case 'read-target':
      onReplica = message.onReplica;
      return;
    case 'close':
      await Promise.all(warming);
      await Promise.all([primary.destroy(), replica?.destroy()]);
      reply({ type: 'closed' });
      port.close();
      return;
  }
});
