/** 'dd/MM/yyyy HH:mm' in French local time (spec part 2 §9); '-' when there is no date. */
const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatDateTime(value: string | null | undefined): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? '-' : DATE_TIME.format(time).replace(',', '');
}
