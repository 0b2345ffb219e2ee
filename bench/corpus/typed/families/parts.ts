// Small text helpers shared by the family definitions.
import { fmtOdds, renderPick, type Dialect, type OddsStyle } from '../picks';
import type { Rng } from '../rng';
import type { Leg } from '../ticket';

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
