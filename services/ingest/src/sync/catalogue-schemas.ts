/**
 * The organiser's catalogue documents as the sync accepts them: the organiser's field names, read
 * defensively. Fields the site can do without get a default, the spec's alternative names are accepted
 * (part 1 §3: a programme event's `name` or `event_name`, its `type`; a news item's `source_url`,
 * `image`), and unknown fields are ignored. What the site cannot show correctly (no id, a date that does
 * not parse, a link that is not http(s), an id given twice) rejects the document.
 */
import { OTHER_CATEGORY_COLOR } from '@lemans/race';
import { z } from 'zod';

const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** ISO 8601 with an explicit offset: a local time without one would be read differently by every reader. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const id = z.number().int().positive();
const text = (max: number) => z.string().trim().max(max);
const dateTime = z
  .string()
  .regex(DATE_TIME, 'date ISO 8601 avec fuseau attendue (2025-06-14T16:00:00+02:00)')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'date invalide');
const webUrl = z.url({ protocol: /^https?$/ }).max(2048);

function uniqueIds<T extends { id: number }>(items: T[], context: z.RefinementCtx) {
  const seen = new Set<number>();
  for (const item of items) {
    if (seen.has(item.id)) context.addIssue({ code: 'custom', message: `identifiant ${item.id} en double` });
    seen.add(item.id);
  }
}

const driverSchema = z.object({
  id,
  firstname: text(100),
  lastname: text(100).min(1),
  country: text(2).default(''),
  driver_position: z.number().int().positive(),
});

const entrySchema = z.object({
  id,
  team_name: text(200).min(1),
  brand_name: text(100).default(''),
  car_name: text(100).default(''),
  number: text(8).min(1),
  // A missing category groups under 'Autre' (spec part 1 §3).
  category_label: text(50)
    .nullish()
    .transform((label) => label || 'Autre'),
  category_id: z.number().int().nullish().default(null),
  category_color: z.string().regex(HEX_COLOUR, 'couleur #RRGGBB attendue').default(OTHER_CATEGORY_COLOR),
  tyres: text(100).default(''),
  engine: text(200).default(''),
  team_country: text(2).default(''),
  drivers: z.array(driverSchema).max(10).default([]),
});

export const entriesSchema = z
  .array(entrySchema)
  .max(500)
  .superRefine((entries, context) => {
    uniqueIds(entries, context);
    const numbers = new Set<string>();
    for (const entry of entries) {
      if (numbers.has(entry.number)) {
        context.addIssue({ code: 'custom', message: `numéro ${entry.number} en double` });
      }
      numbers.add(entry.number);
    }
  });

export const categoriesSchema = z
  .array(
    z.object({
      id,
      name: text(50).min(1),
      label: text(50).min(1),
      color: z.string().regex(HEX_COLOUR, 'couleur #RRGGBB attendue'),
    }),
  )
  .max(50)
  .superRefine(uniqueIds);

const programEventSchema = z
  .object({
    id,
    title: text(300).optional(),
    name: text(300).optional(),
    event_name: text(300).optional(),
    start_datetime: dateTime,
    end_datetime: dateTime.nullish().default(null),
    category: text(100).optional(),
    type: text(100).optional(),
    description: text(5000).default(''),
  })
  .transform(({ title, name, event_name, category, type, ...event }) => ({
    ...event,
    title: title || name || event_name || '',
    category: category || type || 'Autres',
  }))
  .refine((event) => event.title !== '', 'événement sans titre');

export const programSchema = z
  .record(z.string().regex(DAY), z.array(programEventSchema).max(200))
  .superRefine((program, context) => uniqueIds(Object.values(program).flat(), context));

const newsItemSchema = z
  .object({
    id,
    title: text(300).min(1),
    content: z.string().max(100_000),
    excerpt: text(1000).default(''),
    category: text(50).default('Actualités'),
    // 'alert', 'info', anything else is ordinary news (spec part 1 §3).
    type: text(20).default('news'),
    urgent: z.boolean().default(false),
    author: text(200).nullish().default(null),
    published_at: dateTime,
    url: webUrl.nullish(),
    source_url: webUrl.nullish(),
    image_url: webUrl.nullish(),
    image: webUrl.nullish(),
  })
  .transform(({ url, source_url, image_url, image, ...item }) => ({
    ...item,
    url: url ?? source_url ?? null,
    image_url: image_url ?? image ?? null,
  }));

export const newsSchema = z.array(newsItemSchema).max(1000).superRefine(uniqueIds);

export type CatalogueEntry = z.output<typeof entrySchema>;
export type CatalogueCategory = z.output<typeof categoriesSchema>[number];
export type Program = z.output<typeof programSchema>;
export type ProgramEvent = Program[string][number];
export type NewsItem = z.output<typeof newsItemSchema>;

/** The four documents, validated; news content is still the organiser's HTML. */
export interface Catalogue {
  entries: CatalogueEntry[];
  categories: CatalogueCategory[];
  program: Program;
  news: NewsItem[];
}
