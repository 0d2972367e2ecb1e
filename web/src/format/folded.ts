/** Lower case without accents, so that a search for "equipe" finds "Équipe" and "FERRARI" finds "Ferrari". */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
