import type { DbOrTrx } from '@lemans/platform';

/** Categories in the organiser's order (Hypercar, LMP2, LMGT3). */
export function listCategories(db: DbOrTrx) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'label', 'color'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Every programme event, by day then start time. */
export function listProgramEvents(db: DbOrTrx) {
  return db
    .selectFrom('program_events')
    .select(['id', 'day', 'title', 'start_datetime', 'end_datetime', 'category', 'description'])
    .orderBy('day')
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

/** Every news item, newest first; with `publishedBy`, only those published by that instant. */
export function listNews(db: DbOrTrx, publishedBy?: Date) {
  return db
    .selectFrom('news')
    .select([
      'id',
      'title',
      'content',
      'excerpt',
      'category',
      'type',
      'urgent',
      'author',
      'published_at',
      'url',
      'image_url',
    ])
    .$if(publishedBy !== undefined, (query) => query.where('published_ts', '<=', publishedBy as Date))
    .orderBy('published_ts', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
