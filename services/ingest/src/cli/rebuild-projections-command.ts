import { createDb } from '@lemans/platform';
import { readIngestConfig } from '../config.ts';
import { rebuildSessionProjections, sessionsWithEvents } from '../projections/rebuild-projections.ts';
import type { CliCommand } from './run-command.ts';

/** Rebuilds every projection from the event store (all sessions, or the one given with --session). */
export const rebuildProjectionsCommand: CliCommand = {
  usage: '[--session <id>]',
  options: { session: { type: 'string' } },
  async run({ values }) {
    const db = createDb(readIngestConfig().databaseUrl, { max: 2, applicationName: 'lemans-cli' });
    try {
      const sessions = typeof values.session === 'string' ? [values.session] : await sessionsWithEvents(db);
      let events = 0;
      for (const sessionId of sessions) events += await rebuildSessionProjections(db, sessionId);
      return {
        json: { sessions: sessions.length, events },
        text: `Projections reconstruites : ${sessions.length} session(s), ${events} événements relus`,
      };
    } finally {
      await db.destroy();
    }
  },
};
