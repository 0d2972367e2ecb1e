import type { DbOrTrx } from '@lemans/platform';

/** The streams the public may see: the active ones, highest priority first. */
export function listActiveStreams(db: DbOrTrx) {
  return db
    .selectFrom('streams')
    .select([
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
    ])
    .where('is_active', '=', true)
    .orderBy('priority', 'desc')
    .orderBy('id')
    .execute();
}
