import { formatRaceTime } from '@lemans/contract/timing';
import { createDb } from '@lemans/platform';
import { listRecordings } from '@lemans/recordings';
import { readIngestConfig } from '../config.ts';
import type { CliCommand } from './run-command.ts';

const HEADER = ['Nom', 'Épreuve', 'Durée', 'Voitures', 'Tours', 'Taille', 'Ajouté le'];
const addedAt = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** "407 Ko", "1,2 Mo": the stored (compressed) size. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} Ko`;
  return `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}

/** Columns padded to their widest cell, so that the list reads as a table in a terminal. */
function columns(rows: string[][]): string {
  const widths = HEADER.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Lists the stored recordings: name, event, duration, cars, laps, size. */
export const recordingsCommand: CliCommand = {
  usage: '',
  options: {},
  async run() {
    const db = createDb(readIngestConfig().databaseUrl, { max: 1, applicationName: 'lemans-cli' });
    try {
      const recordings = await listRecordings(db);
      const rows = recordings.map((recording) => [
        recording.name,
        recording.event_name,
        formatRaceTime(Number(recording.duration_ms)),
        String(recording.cars),
        String(recording.laps),
        formatSize(recording.size_bytes),
        addedAt.format(recording.created_at),
      ]);
      return {
        json: {
          recordings: recordings.map((recording) => ({
            ...recording,
            duration_ms: Number(recording.duration_ms),
            created_at: recording.created_at.toISOString(),
          })),
        },
        text: recordings.length === 0 ? 'Aucun enregistrement.' : columns([HEADER, ...rows]),
      };
    } finally {
      await db.destroy();
    }
  },
};
