import { z } from 'zod';
import { chatJson, type ChatEndpoint } from './chat-completions';

/** A leg as a language model read it, before the reader checks it against its own vocabulary. */
export interface ModelLeg {
  home: string;
  away: string;
  pick: string;
  odds: number;
}

/** Reads the legs out of a ticket's text; used only for reads the local structurer is unsure of. */
export interface TicketStructurer {
  structure(text: string): Promise<ModelLeg[]>;
}

// Strict structured output: every field required, no others (OpenAI's json_schema strict mode).
const answer = z.object({
  legs: z
    .array(
      z.object({
        home: z.string().max(100),
        away: z.string().max(100),
        pick: z.string().max(40),
        odds: z.number(),
      }),
    )
    .max(30),
});

const INSTRUCTIONS = `You read betting tickets from Serbia, Croatia and Bosnia (shop printouts, app screenshots, web slips)
from their OCR text. Return every leg of the ticket: the home and away team or player as printed (fix obvious OCR
letter errors, keep diacritics), the pick as the regional code printed (1, X, 2, 1X, X2, 12, GG, NG, GG3+, UG 0-2,
UG 3+, I 1, II 2, 1&UG3+, "ukupno 165.5 više"), and the decimal odds of that leg. Totals, stake, payout, ticket
numbers, dates and the shop's lines are not legs. Never invent a leg that is not in the text; return no legs when
there are none.`;

/** An OpenAI-compatible model behind the Chat Completions API with structured output. */
export class OpenAiTicketStructurer implements TicketStructurer {
  constructor(private readonly endpoint: ChatEndpoint) {}

  async structure(text: string): Promise<ModelLeg[]> {
    const { value } = await chatJson(
      this.endpoint,
      [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: text.slice(0, 8000) },
      ],
      'ticket_legs',
      answer,
    );
    return value.legs;
  }
}
