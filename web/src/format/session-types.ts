/** Session type labels and colours (spec part 2 §9). */

const SESSION_TYPES: Record<string, { label: string; color: string }> = {
  practice: { label: 'Essais', color: '#2563EB' },
  qualifying: { label: 'Qualifications', color: '#CA8A04' },
  warmup: { label: 'Warm-up', color: '#EA580C' },
  race: { label: 'Course', color: '#DC2626' },
};

/** French label of a session type; the raw type when unknown. */
export function sessionTypeLabel(type: string): string {
  return SESSION_TYPES[type.toLowerCase()]?.label ?? type;
}

/** Badge colour of a session type: practice blue, qualifying yellow, warm-up orange, race red, others grey. */
export function sessionTypeColor(type: string): string {
  return SESSION_TYPES[type.toLowerCase()]?.color ?? '#6B7280';
}
