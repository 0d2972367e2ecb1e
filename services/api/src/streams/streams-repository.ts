import type { DbOrTrx } from '@lemans/platform';

/** A stream's fields as the public sees them (spec part 1 §3). */
export const STREAM_COLUMNS = [
  'id',
  'team_number',
  'team_name',
  'stream_title',
  'stream_description',
  'stream_url',
  'is_active',
  'status',
  'priority',
  'category',
] as const;

/** The streams the public may see: the active ones, highest priority first. */
export function listActiveStreams(db: DbOrTrx) {
  return db
    .selectFrom('streams')
    .select(STREAM_COLUMNS)
    .where('is_active', '=', true)
    .orderBy('priority', 'desc')
    .orderBy('id')
    .execute();
}
