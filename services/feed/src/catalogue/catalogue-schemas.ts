/**
 * Shapes of the organiser's catalogue documents, in the organiser's field names (spec part 2 §3 "Team
 * entry", part 1 §3 "Program" and "News item"). The files are checked against them when the feed starts:
 * a hand-edited file with a typo fails loudly instead of reaching the site.
 */
import { z } from 'zod';

const ALPHA_2 = /^([A-Z]{2})?$/;
const HEX_COLOUR = /^#[0-9A-F]{6}$/;
/** ISO 8601 with an explicit offset: the organiser writes local time, `+02:00` in June at Le Mans. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})$/;

export const catalogueDriverSchema = z.strictObject({
  id: z.number().int().positive(),
  firstname: z.string().min(1),
  lastname: z.string().min(1),
  country: z.string().regex(ALPHA_2),
  driver_position: z.number().int().positive(),
});

export const catalogueEntrySchema = z.strictObject({
  id: z.number().int().positive(),
  team_name: z.string().min(1),
  brand_name: z.string(),
  car_name: z.string(),
  number: z.string().min(1),
  category_label: z.string().min(1),
  category_id: z.number().int().nullable(),
  category_color: z.string().regex(HEX_COLOUR),
  tyres: z.string(),
  engine: z.string(),
  team_country: z.string().regex(ALPHA_2),
  drivers: z.array(catalogueDriverSchema),
});

export const catalogueEntriesSchema = z.array(catalogueEntrySchema);

export const PROGRAM_CATEGORIES = [
  '24 Heures du Mans',
  'Courses Support',
  'Animations circuit',
  'Autres',
] as const;

export const programEventSchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().min(1),
  start_datetime: z.string().regex(DATE_TIME),
  end_datetime: z.string().regex(DATE_TIME),
  category: z.enum(PROGRAM_CATEGORIES),
  description: z.string().min(1),
});

export const programSchema = z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.array(programEventSchema));

export const NEWS_CATEGORIES = [
  'Actualités',
  'Hypercar',
  'Météo',
  'LMP2',
  'LMGT3',
  'Live',
  'Essais',
  'Session',
] as const;

export const newsItemSchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().min(1),
  content: z.string().min(1),
  excerpt: z.string().min(1),
  category: z.enum(NEWS_CATEGORIES),
  type: z.enum(['alert', 'info', 'news']),
  urgent: z.boolean(),
  author: z.string().min(1),
  published_at: z.string().regex(DATE_TIME),
  url: z.url(),
});

export const newsSchema = z.array(newsItemSchema);

export type CatalogueDriver = z.infer<typeof catalogueDriverSchema>;
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
export type ProgramEvent = z.infer<typeof programEventSchema>;
export type Program = z.infer<typeof programSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;
