import { isImportSessionId } from '@lemans/bus/recordings-queue';
import type { LiveFrame } from '@lemans/contract';
import type { SpellingsReader } from '../entries/known-spellings.ts';

/**
 * An imported session's frame with each car's driver named as on every page (see knownSpellings). Only an
 * import's: the API alone builds its frames (an import publishes none), where a live or replay session's
 * frame must say what ingest published, whichever copy answers.
 */
export async function withImportSpelling<Frame extends LiveFrame>(
  frame: Frame,
  spellings: SpellingsReader,
): Promise<Frame> {
  if (!isImportSessionId(frame.session_id)) return frame;
  const { fullName } = await spellings();
  return {
    ...frame,
    data: frame.data.map((row) => ({ ...row, current_driver_name: fullName(row.current_driver_name) })),
  };
}
