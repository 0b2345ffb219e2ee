import { describe, expect, it } from 'vitest';
import { buildAliasMaps, foldName, lightFold, teamKey } from './team-names';

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
});
