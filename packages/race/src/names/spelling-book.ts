import { normaliseName } from './driver-names.ts';
import { type KnownSpelling, spellingOf } from './person-spelling.ts';
import { type PersonName, samePerson } from './same-person.ts';

/**
 * Every spelling of every person the database knows, to show each person with one spelling at every event
 * (see spellingOf): the timing of one race writes "Nyck De Vries" where the results file of another writes
 * "Nyck de Vries". Built once from the known spellings, asked for every driver a page shows.
 */
export class SpellingBook {
  /** The known spellings by last name, letters only: a person is only looked for among their namesakes. */
  readonly #byLastName = new Map<string, KnownSpelling[]>();
  readonly #spelled = new Map<string, PersonName>();
  /** The known spellings by the whole name as a row of the live ranking writes it, "Nyck De Vries". */
  readonly #byFullName = new Map<string, KnownSpelling>();

  constructor(known: Iterable<KnownSpelling>) {
    for (const spelling of known) {
      const fullName = fullNameOf(spelling);
      if (!this.#byFullName.has(fullName)) this.#byFullName.set(fullName, spelling);
      const key = normaliseName(spelling.lastname);
      const namesakes = this.#byLastName.get(key);
      if (namesakes) namesakes.push(spelling);
      else this.#byLastName.set(key, [spelling]);
    }
  }

  /**
   * How to show this person: the chosen spelling among the ones known of them, their own included (a name
   * the book does not know yet counts as the timing's). A name that could be two different known people
   * ("S. Grove" for Stephen or Sam) keeps its own spelling.
   */
  spell(name: PersonName): PersonName {
    const key = `${name.firstname}\u0000${name.lastname}`;
    let spelled = this.#spelled.get(key);
    if (!spelled) {
      spelled = spellingOf([...this.#onePersonAs(name), { ...name, written: false }]);
      this.#spelled.set(key, spelled);
    }
    return spelled;
  }

  /**
   * How to show a person the live ranking names in one string ("Nyck De Vries"): as `spell` does, when the
   * book knows that string as a first and a last name; as given otherwise, since where the first name ends
   * cannot be told from the string alone.
   */
  spellFullName(text: string): string {
    const known = this.#byFullName.get(text.trim());
    return known ? fullNameOf(this.spell(known)) : text;
  }

  /** The known spellings of this person; none when they could be more than one person. */
  #onePersonAs(name: PersonName): KnownSpelling[] {
    const namesakes = this.#byLastName.get(normaliseName(name.lastname)) ?? [];
    const same = namesakes.filter((known) => samePerson(known, name));
    const onePerson = same.every((a, index) => same.slice(index + 1).every((b) => samePerson(a, b)));
    return onePerson ? same : [];
  }
}

function fullNameOf({ firstname, lastname }: PersonName): string {
  return `${firstname} ${lastname}`.trim();
}
