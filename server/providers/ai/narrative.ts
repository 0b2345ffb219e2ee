import { z } from 'zod';
import { chatJson, type ChatEndpoint } from './chat-completions';
import type { Lang } from '../../common/lang';

/** The computed facts a language model may write about; it gets nothing else. */
export interface NarrativeFacts {
  lang: Lang;
  totalOdds: number;
  overallChance: number | null;
  legs: {
    match: string;
    bet: string;
    /** Null when the user gave no price (the report's 2.00 is only the specification's display default). */
    odds: number | null;
    aiChance: number | null;
    impliedChance: number | null;
    status: 'success' | 'warning' | 'danger';
  }[];
  insights: string[];
  recommendation: { title: string; description: string };
}

export interface Narrative {
  aiAnalysis: string;
  recommendation: string;
  legs: string[];
}

export interface NarrativeWriter {
  readonly name: string;
  write(facts: NarrativeFacts): Promise<Narrative>;
}

const answer = z.object({
  aiAnalysis: z.string().min(40).max(1500),
  recommendation: z.string().min(10).max(700),
  legs: z.array(z.object({ analysis: z.string().min(10).max(600) })),
});

const LANGUAGE = { rs: 'Serbian (Latin script, ekavian)', hr: 'Croatian (ijekavian)' } as const;

/** An OpenAI-compatible model writes the report's prose from the facts, as structured output. */
export class OpenAiNarrative implements NarrativeWriter {
  readonly name = 'openai';
  constructor(private readonly endpoint: ChatEndpoint) {}

  async write(facts: NarrativeFacts): Promise<Narrative> {
    const { value } = await chatJson(
      this.endpoint,
      [
        {
          role: 'system',
          content:
            `You write the text of a betting-ticket analysis in ${LANGUAGE[facts.lang]} for adult readers. ` +
            'Use only the facts in the JSON you are given: do not add players, injuries, form, news or any number ' +
            'that is not in it. Chances are percentages. Be sober: betting is entertainment, not income; never ' +
            'promise wins. aiAnalysis: 3–5 sentences on the whole ticket. recommendation: 1–3 sentences that follow ' +
            'the given recommendation. legs: one entry per leg, in order, 1–2 sentences each.',
        },
        { role: 'user', content: JSON.stringify(facts) },
      ],
      'ticket_narrative',
      answer,
    );
    if (value.legs.length !== facts.legs.length) throw new Error('narrative: wrong number of legs');
    const text = [value.aiAnalysis, value.recommendation, ...value.legs.map((l) => l.analysis)];
    const stray = text.flatMap(numbersIn).filter((n) => !allowedNumbers(facts).has(n));
    if (stray.length) throw new Error(`narrative: numbers that are not in the facts (${stray.join(', ')})`);
    return {
      aiAnalysis: value.aiAnalysis,
      recommendation: value.recommendation,
      legs: value.legs.map((l) => l.analysis),
    };
  }
}

/** Every number in a text, "1,85" and "1.85" alike ("1.234" read as a thousands-separated integer too). */
export function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => String(Number(n.replace(',', '.'))));
}

/** The numbers a narrative may mention: the facts' own, their whole-percent roundings, and small counts. */
function allowedNumbers(facts: NarrativeFacts): Set<string> {
  const values: number[] = [facts.totalOdds, facts.legs.length];
  if (facts.overallChance !== null) values.push(facts.overallChance);
  for (const l of facts.legs) {
    if (l.odds !== null) values.push(l.odds);
    if (l.aiChance !== null) values.push(l.aiChance);
    if (l.impliedChance !== null) values.push(l.impliedChance);
  }
  for (const s of [
    ...facts.insights,
    facts.recommendation.title,
    facts.recommendation.description,
    ...facts.legs.map((l) => `${l.match} ${l.bet}`),
  ])
    for (const n of numbersIn(s)) values.push(Number(n));
  const allowed = new Set<string>();
  for (const v of values) {
    allowed.add(String(v));
    allowed.add(String(Math.round(v)));
    allowed.add(String(Math.round(v * 10) / 10));
  }
  for (let i = 0; i <= 10; i++) allowed.add(String(i));
  allowed.add('18'); // the age notice
  return allowed;
}
