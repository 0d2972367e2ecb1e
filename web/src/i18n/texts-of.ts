import type { MessageId } from './catalog-types.ts';
import { t } from './i18n.ts';

/**
 * A screen's texts by name, each read in the page's language at the moment it is read (a getter per name):
 * the screen writes `HOME_TEXT.toLive` while the catalogs hold the words in every language.
 */
export function textsOf<const Ids extends Readonly<Record<string, MessageId>>>(
  ids: Ids,
): { readonly [Name in keyof Ids]: string } {
  const texts = {};
  for (const [name, id] of Object.entries(ids)) {
    Object.defineProperty(texts, name, { get: () => t(id), enumerable: true });
  }
  return texts as { readonly [Name in keyof Ids]: string };
}

/** A list's choices, each named in the page's language as it is read. */
export function choicesOf<Value>(
  choices: readonly { value: Value; label: MessageId }[],
): readonly { value: Value; readonly label: string }[] {
  return choices.map(({ value, label }) => ({
    value,
    get label() {
      return t(label);
    },
  }));
}

/** What `names` calls `value`, in the page's language; the value itself when it is a new one. */
export function nameOf(names: Readonly<Record<string, MessageId>>, value: string): string {
  const id = names[value];
  return id ? t(id) : value;
}
