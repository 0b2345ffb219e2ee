// Builds the ticket sets: 4 tickets per family, each from its own seeded stream.
import { DEV_FAMILIES } from './families/dev';
import { SEALED_FAMILIES } from './families/sealed';
import { createRng } from '../rng';
import { truthLegs, type Draft, type Family, type TruthLeg } from './ticket';

export type SetName = 'dev' | 'sealed';
export const TICKETS_PER_FAMILY = 4;

export interface TruthTicket {
  id: string;
  layout: 'manual';
  style: string;
  distortion: 'text';
  text: string;
  legs: TruthLeg[];
}

export interface Built {
  truth: TruthTicket;
  draft: Draft;
}

export function familiesOf(set: SetName): Family[] {
  return set === 'dev' ? DEV_FAMILIES : SEALED_FAMILIES;
}

export function buildSet(set: SetName): Built[] {
  const out: Built[] = [];
  for (const fam of familiesOf(set)) {
    for (let k = 0; k < TICKETS_PER_FAMILY; k++) {
      const draft = fam.make(createRng(`typed/${set}/${fam.style}/${k}`));
      if (!draft.legs.length) throw new Error(`${fam.style}#${k}: no legs`);
      const id = `typed-${set}-${String(out.length + 1).padStart(3, '0')}`;
      const truth: TruthTicket = {
        id,
        layout: 'manual',
        style: fam.style,
        distortion: 'text',
        text: draft.text,
        legs: truthLegs(draft),
      };
      out.push({ truth, draft });
    }
  }
  return out;
}
