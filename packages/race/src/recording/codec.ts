import { readFile, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { LAP_RECORDING_FORMAT, type LapRecording } from './recording.ts';

/** Serialises a recording to its stored form: gzipped JSON, maximum compression (written once, read often). */
export function encodeRecording(recording: LapRecording): Buffer {
  return gzipSync(JSON.stringify(recording), { level: 9 });
}

export class RecordingFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordingFormatError';
  }
}

export function decodeRecording(stored: Buffer): LapRecording {
  let parsed: unknown;
  try {
    parsed = JSON.parse(gunzipSync(stored).toString('utf8'));
  } catch (cause) {
    throw new RecordingFormatError(`Enregistrement illisible : ${(cause as Error).message}`);
  }
  const candidate = parsed as Partial<LapRecording> | null;
  if (candidate?.format !== LAP_RECORDING_FORMAT || !candidate.meta || !Array.isArray(candidate.cars)) {
    throw new RecordingFormatError(`Format d'enregistrement inconnu (attendu ${LAP_RECORDING_FORMAT})`);
  }
  return candidate as LapRecording;
}

export async function readRecordingFile(path: string): Promise<LapRecording> {
  return decodeRecording(await readFile(path));
}

export async function writeRecordingFile(path: string, recording: LapRecording): Promise<number> {
  const body = encodeRecording(recording);
  await writeFile(path, body);
  return body.length;
}
