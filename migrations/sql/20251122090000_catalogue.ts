import { type Kysely, sql } from 'kysely';

/*
 * The organiser's catalogue as the last synchronisation stored it: entry list, categories, programme and
 * news. Ids are the organiser's own, so that a sync updates a row in place instead of adding one. Dates of
 * the programme and the news are kept as the organiser wrote them (local time with its offset), because
 * the site reads them as local time; a timestamptz copy orders them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE catalogue_entries (
      id integer PRIMARY KEY,
      number text NOT NULL,
      team_name text NOT NULL,
      brand_name text NOT NULL,
      car_name text NOT NULL,
      category_label text NOT NULL,
      category_id integer,
      category_color text NOT NULL,
      tyres text NOT NULL,
      engine text NOT NULL,
      team_country text NOT NULL,
      drivers jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  // Not unique: a sync that swaps two numbers between ids must not trip over itself half-way.
  await sql`CREATE INDEX catalogue_entries_number_idx ON catalogue_entries (number)`.execute(db);

  await sql`
    CREATE TABLE categories (
      id integer PRIMARY KEY,
      name text NOT NULL,
      label text NOT NULL,
      color text NOT NULL,
      position integer NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);

  await sql`
    CREATE TABLE program_events (
      id integer PRIMARY KEY,
      day text NOT NULL CHECK (day ~ '^\\d{4}-\\d{2}-\\d{2}$'),
      title text NOT NULL,
      start_datetime text NOT NULL,
      end_datetime text,
      starts_at timestamptz NOT NULL,
      category text NOT NULL,
      description text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX program_events_day_idx ON program_events (day, starts_at, id)`.execute(db);

  await sql`
    CREATE TABLE news (
      id integer PRIMARY KEY,
      title text NOT NULL,
      content text NOT NULL,
      excerpt text NOT NULL,
      category text NOT NULL,
      type text NOT NULL,
      urgent boolean NOT NULL DEFAULT false,
      author text,
      published_at text NOT NULL,
      published_ts timestamptz NOT NULL,
      url text,
      image_url text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX news_published_idx ON news (published_ts DESC, id DESC)`.execute(db);

  // One row per document: the hash of what was stored, and whether its change has been announced on the
  // bus yet. A change whose frame could not be published is announced by the next sync.
  await sql`
    CREATE TABLE catalogue_documents (
      name text PRIMARY KEY,
      content_sha256 text NOT NULL,
      synced_at timestamptz NOT NULL,
      announced_at timestamptz
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['catalogue_documents', 'news', 'program_events', 'categories', 'catalogue_entries']) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
