/** "0 événement", "1 événement", "3 événements": French keeps the singular below two. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count >= 2 ? plural : singular}`;
}
