import { describe, expect, it } from 'vitest';
import { mayBeSamePerson, parseName } from './person-names.js';

const parsed = (name: string) => {
  const result = parseName(name);
  if (!result) throw new Error(`${name} is no name`);
  return result;
};

describe('person names', () => {
  it('reads every spelling of Beethoven as the same person', () => {
    const spellings = [
      'Beethoven, Ludwig van',
      'Ludwig van Beethoven',
      'L. v. Beethoven (1770-1827)',
      'BEETHOVEN',
      'Beethoven, L. van',
      'L.v. Beethoven',
    ].map(parsed);
    const [canonical] = spellings;
    for (const spelling of spellings)
      expect(mayBeSamePerson(canonical ?? spelling, spelling)).toBe(true);
  });

  it('keeps dates as years and turns "Surname, Given" round', () => {
    expect(parsed('Fauré, Gabriel (1845–1924)')).toMatchObject({
      display: 'Gabriel Fauré',
      key: 'gabriel faure',
      surnameKey: 'faure',
      givenKeys: ['gabriel'],
      bornYear: 1845,
      diedYear: 1924,
    });
  });

  it('keeps a suffix after the comma in place, and names the person by what stands before it', () => {
    // OpenScore Lieder's composers table names him so; he was stored as '2nd Baronet Sir …'.
    expect(parsed('Sir Harold Boulton, 2nd Baronet')).toMatchObject({
      display: 'Sir Harold Boulton, 2nd Baronet',
      surnameKey: 'boulton',
    });
    expect(parsed('Martin Luther King, Jr.')).toMatchObject({
      display: 'Martin Luther King, Jr.',
      surnameKey: 'king',
      givenKeys: ['martin', 'luther'],
    });
    expect(parsed('John Smith, III')).toMatchObject({ surnameKey: 'smith' });
    // A title is no given name: the same person with and without it.
    expect(
      mayBeSamePerson(parsed('Sir Harold Boulton, 2nd Baronet'), parsed('Harold Boulton')),
    ).toBe(true);
    expect(mayBeSamePerson(parsed('Sir Harold Boulton'), parsed('Adrian Boulton'))).toBe(false);
  });

  it('tells apart people of one surname whose first names differ', () => {
    expect(mayBeSamePerson(parsed('Clara Schumann'), parsed('Robert Schumann'))).toBe(false);
    expect(mayBeSamePerson(parsed('C. Schumann'), parsed('Robert Schumann'))).toBe(false);
    expect(mayBeSamePerson(parsed('Clara Faisst'), parsed('Clara Mathilda Faisst'))).toBe(true);
    expect(mayBeSamePerson(parsed('J. S. Bach'), parsed('Carl Philipp Emanuel Bach'))).toBe(false);
  });

  it('finds no name in dates alone, nor in a note left in the field', () => {
    expect(parseName('(1770-1827)')).toBeNull();
    expect(parseName('   ')).toBeNull();
    expect(
      parseName(
        'Transcribed from IMSLP #97689: http://imslp.org/wiki/6_Songs,_Op.6_(Brahms,_Johannes)',
      ),
    ).toBeNull();
  });
});
