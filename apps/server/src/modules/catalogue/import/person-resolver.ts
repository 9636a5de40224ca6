import { createHash } from 'node:crypto';
import type { ScoreImportRepository } from './score-import.repository.js';
import { fullness, mayBeSamePerson, parseName, type ParsedName } from './person-names.js';

interface KnownPerson {
  id: string;
  /** The name shown, and how it reads. */
  name: ParsedName;
  spellings: ParsedName[];
}

export interface ResolvedPerson {
  personId: string;
  name: string;
  /** Said in the file's report: a spelling that could be several people. */
  note?: string;
}

function personIdFor(name: ParsedName): string {
  const slug = name.key.replace(/ /g, '-').slice(0, 40);
  return `${slug}-${createHash('sha256').update(name.display).digest('hex').slice(0, 6)}`;
}

const sortNameOf = (name: ParsedName) => {
  const words = name.display.split(' ');
  return words.length > 1 ? `${words.at(-1)}, ${words.slice(0, -1).join(' ')}` : name.display;
};

/**
 * Finds the one person every spelling of a name stands for, across imports: a spelling met
 * before (person_aliases) is that person; otherwise the people of the same surname whose names
 * it may be (initials, names left out, 'Surname, Given', dates) — exactly one is that person
 * and the spelling becomes an alias; none makes a new person. A spelling that may be several
 * people (a surname alone) is credited as written and said so. The canonical name is the
 * fullest spelling met (given names spelled out), dates kept as born/died years.
 */
export function createPersonResolver() {
  let known: { byAlias: Map<string, KnownPerson>; bySurname: Map<string, KnownPerson[]> } | null =
    null;

  async function load(db: ScoreImportRepository) {
    const byAlias = new Map<string, KnownPerson>();
    const bySurname = new Map<string, KnownPerson[]>();
    const byId = new Map<string, KnownPerson>();
    for (const row of await db.listPersons()) {
      const name = parseName(row.name);
      if (!name) continue;
      const person: KnownPerson = { id: row.id, name, spellings: [name] };
      byId.set(row.id, person);
      byAlias.set(name.key, person);
      bySurname.set(name.surnameKey, [...(bySurname.get(name.surnameKey) ?? []), person]);
    }
    for (const alias of await db.listAliases()) {
      const person = byId.get(alias.personId);
      if (person) byAlias.set(alias.aliasKey, person);
    }
    return { byAlias, bySurname };
  }

  return {
    /** Forgets what was read (after a failed transaction wrote nothing). */
    reset() {
      known = null;
    },

    async resolve(db: ScoreImportRepository, raw: string): Promise<ResolvedPerson | null> {
      const name = parseName(raw);
      if (!name) return null;
      known ??= await load(db);
      const { byAlias, bySurname } = known;
      let person = byAlias.get(name.key);
      let note: string | undefined;
      if (!person) {
        const candidates = (bySurname.get(name.surnameKey) ?? []).filter((candidate) =>
          candidate.spellings.some((spelling) => mayBeSamePerson(spelling, name)),
        );
        if (candidates.length === 1) person = candidates[0];
        else if (candidates.length > 1)
          note = `'${raw}' may be any of ${candidates.map((c) => c.name.display).join(', ')}: credited as written`;
      }
      if (!person) {
        person = { id: personIdFor(name), name, spellings: [name] };
        await db.insertPerson({
          id: person.id,
          name: name.display,
          sortName: sortNameOf(name),
          bornYear: name.bornYear,
          diedYear: name.diedYear,
        });
        bySurname.set(name.surnameKey, [...(bySurname.get(name.surnameKey) ?? []), person]);
      } else if (!person.spellings.some((spelling) => spelling.key === name.key)) {
        person.spellings.push(name);
        if (fullness(name) > fullness(person.name) && !note) {
          person.name = name;
          await db.renamePerson(person.id, name.display, sortNameOf(name));
        }
      }
      if (name.bornYear && !note) await db.setPersonYears(person.id, name.bornYear, name.diedYear);
      byAlias.set(name.key, person);
      await db.insertAlias({
        aliasKey: name.key,
        personId: person.id,
        surnameKey: name.surnameKey,
      });
      return { personId: person.id, name: person.name.display, ...(note ? { note } : {}) };
    },
  };
}

export type PersonResolver = ReturnType<typeof createPersonResolver>;
