// Small text helpers shared by the family definitions.
import { fmtOdds, renderPick, type Dialect, type OddsStyle } from '../picks';
import type { Rng } from '../../rng';
import { drawLegs, withJunk, type DrawOpts, type Family, type Leg } from '../ticket';

export function match(l: Leg, sep: string): string {
  return `${l.homeText}${sep}${l.awayText}`;
}

// Tennis has no home side: "domaćin"/"home" would be wrong there, so only the digit or kec/dvojka remain.
export function pickText(l: Leg, dialect: Dialect, rng: Rng): string {
  if (!l.pick) return '';
  if (l.home.sport === 'tennis' && dialect !== 'cyr') {
    if (dialect === 'sr' && rng.chance(0.5)) return l.pick.key === '1' ? 'kec' : 'dvojka';
    return l.pick.key;
  }
  return renderPick(l.pick, dialect, rng);
}

export function oddsText(l: Leg, style: OddsStyle, rng: Rng, trim = true): string {
  return l.odds === null ? '' : fmtOdds(l.odds, style, rng, trim);
}

// Joins the non-empty parts with single spaces, as a line is typed.
export function words(...parts: string[]): string {
  return parts.filter((p) => p !== '').join(' ');
}

// The usual leg line: match, pick, odds, in that order and with single spaces.
export function legLine(l: Leg, sep: string, dialect: Dialect, os: OddsStyle, rng: Rng): string {
  return words(match(l, sep), pickText(l, dialect, rng), oddsText(l, os, rng));
}

/** Builds one leg's line; made once per ticket, after the legs and the odds style are drawn. */
export type LineMaker = (rng: Rng, os: OddsStyle) => (l: Leg, i: number) => string;

// The common family shape: draw the legs and one odds style, write a line per leg, wrap the lines in chatter.
export function lineFamily(style: string, about: string, draw: DrawOpts, lineMaker: LineMaker): Family {
  return {
    style,
    about,
    make(rng) {
      const legs = drawLegs(rng, draw);
      const line = lineMaker(rng, oddsStyle(rng));
      const lines = legs.map((l, i) => line(l, i));
      return { text: withJunk(rng, lines, legs), legs };
    },
  };
}

export function oddsStyle(rng: Rng): OddsStyle {
  return rng.weighted<OddsStyle>([
    ['.', 4],
    [',', 4],
    ['mixed', 2],
  ]);
}

const DAYS = ['pon', 'uto', 'sre', 'čet', 'pet', 'sub', 'ned'];

export function kickoff(rng: Rng): string {
  const h = rng.pick([13, 15, 16, 17, 18, 19, 20, 21]);
  const m = rng.pick(['00', '00', '30', '45', '15']);
  return rng.weighted<string>([
    [`${h}:${m}`, 4],
    [`${rng.pick(DAYS)} ${h}h`, 2],
    [`${rng.pick(DAYS)} ${h}:${m}`, 2],
    [`danas ${h}:${m}`, 1],
    [`sutra ${h}h`, 1],
  ]);
}
