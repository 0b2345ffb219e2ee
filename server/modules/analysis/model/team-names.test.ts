import { describe, expect, it } from 'vitest';
import { foldName, lightFold } from '../../../common/fold-name';
import { buildAliasMaps, InitialsIndex, teamKey } from './team-names';

describe('team names', () => {
  it('folds case, diacritics, Cyrillic, club words and the UEFA country suffix', () => {
    expect(foldName('FK Crvena zvezda')).toBe('crvena zvezda');
    expect(foldName('Crvena Zvezda (SRB)')).toBe('crvena zvezda');
    expect(foldName('Црвена звезда')).toBe('crvena zvezda');
    expect(foldName('NK Osijek')).toBe('osijek');
    expect(foldName('HNK Hajduk Split')).toBe('hajduk split');
    expect(foldName('Hull City AFC')).toBe('hull city');
    expect(foldName('SK Sturm Graz')).toBe('sturm graz');
    expect(foldName('FK Čukarički')).toBe('cukaricki');
    expect(foldName('Malmö FF (SWE)')).toBe('malmo ff');
    expect(foldName('1. FC Köln')).toBe('koln');
    expect(foldName('Železničar Pančevo')).toBe('zeleznicar pancevo');
    expect(lightFold('Dinamo Zagreb (CRO)')).toBe('dinamo zagreb');
  });

  it('maps every spelling of a club in the aliases file to one key', () => {
    const zvezda = teamKey('Crvena Zvezda');
    for (const name of [
      'FK Crvena zvezda',
      'Red Star Belgrade',
      'Crvena Zvezda (SRB)',
      'Zvezda',
      'Црвена звезда',
    ])
      expect(teamKey(name)).toBe(zvezda);
    expect(teamKey('Partizan')).toBe(teamKey('FK Partizan'));
    expect(teamKey('Partizan')).toBe(teamKey('Partizan Beograd'));
    expect(teamKey('Partizan')).not.toBe(zvezda);
    expect(teamKey('Dinamo Zagreb')).toBe(teamKey('GNK Dinamo Zagreb'));
    expect(teamKey('Man City')).toBe(teamKey('Manchester City FC'));
    expect(teamKey('Inter')).toBe(teamKey('FC Internazionale Milano (ITA)'));
  });

  it('drops aliases that would point to two clubs, only where they clash', () => {
    const maps = buildAliasMaps({
      'Paris Saint-Germain': ['Paris', 'PSG'],
      'Paris FC': ['Paris'],
      'FC Internazionale Milano': ['Inter'],
      "Inter Club d'Escaldes": ['Inter Club DE'],
    });
    expect(maps.exact.get('paris')).toBeUndefined();
    expect(maps.exact.get('psg')).toBe('paris saint germain');
    expect(maps.exact.get('inter')).toBe('internazionale milano');
    expect(maps.bare.get('inter')).toBeUndefined();
  });

  it.each([
    ['C. Zvezda', 'Crvena zvezda'],
    ['D. Zagreb', 'GNK Dinamo Zagreb'],
    ['Hajduk S.', 'HNK Hajduk Split'],
    ['B. Dortmund', 'Borussia Dortmund'],
    ['N. Pazar', 'FK Novi Pazar'],
  ])('reads the abbreviated %s as %s', (short, full) => {
    expect(teamKey(short)).toBe(teamKey(full));
  });

  it('reads initials only when they fit exactly one club, word for word', () => {
    const index = new InitialsIndex();
    index.add('dinamo zagreb', 'dinamo zagreb');
    index.add('lokomotiva zagreb', 'lokomotiva zagreb');
    index.add('dinamo minsk', 'dinamo minsk');
    index.add('dubrava zagreb', 'dubrava zagreb');
    expect(index.find('l zagreb')).toBe('lokomotiva zagreb');
    expect(index.find('dinamo m')).toBe('dinamo minsk');
    // Two clubs fit "D. Zagreb" here; a name without an initial, or with words of its own, fits none.
    expect(index.find('d zagreb')).toBeUndefined();
    expect(index.find('dinamo zagreb')).toBeUndefined();
    expect(index.find('l zagreb city')).toBeUndefined();
    expect(index.find('d z')).toBeUndefined();
  });
});
