import type { CoreMessageId } from '../i18n/catalog-types.ts';
import { t } from '../i18n/i18n.ts';

/** Session type labels and colours (spec part 2 §9). */

const SESSION_TYPES: Record<string, { label: CoreMessageId; color: string }> = {
  practice: { label: 'session_type.practice', color: '#2563EB' },
  qualifying: { label: 'session_type.qualifying', color: '#CA8A04' },
  warmup: { label: 'session_type.warmup', color: '#EA580C' },
  race: { label: 'session_type.race', color: '#DC2626' },
};

/** The label of a session type in the page's language; the raw type when unknown. */
export function sessionTypeLabel(type: string): string {
  const label = SESSION_TYPES[type.toLowerCase()]?.label;
  return label ? t(label) : type;
}

/** Badge colour of a session type: practice blue, qualifying yellow, warm-up orange, race red, others grey. */
export function sessionTypeColor(type: string): string {
  return SESSION_TYPES[type.toLowerCase()]?.color ?? '#6B7280';
}
