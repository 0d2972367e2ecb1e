/** File sizes in French: "850 ko", "12,4 Mo" (decimal units, as the upload limit of 20 Mo is written). */

const KB = 1000;
const MB = 1000 * KB;

const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

export function formatSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '-';
  if (bytes >= MB) return `${oneDecimal.format(bytes / MB)} Mo`;
  if (bytes >= KB) return `${whole.format(bytes / KB)} ko`;
  return `${whole.format(bytes)} o`;
}
