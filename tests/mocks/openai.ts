// A stand-in of the Chat Completions API (OpenAI, and Perplexity which speaks the same protocol): answers and
// errors in the documented shapes (https://platform.openai.com/docs/api-reference/chat/object). The tests say
// what each call answers; the shapes live here once.
import { http, HttpResponse } from 'msw';

export const OPENAI_TEST_BASE = 'https://api.openai.test/v1';
export const PERPLEXITY_TEST_BASE = 'https://api.perplexity.test';

/** A chat.completion object with one choice whose message is `content`; `extra` goes on the choice. */
export function chatCompletion(content: string, extra: Record<string, unknown> = {}) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_763_800_000,
    model: 'gpt-4o-mini',
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', ...extra },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/**
 * A Perplexity answer: a chat.completion with the pages the search behind it read, as the top-level `citations`
 * (https://docs.perplexity.ai/api-reference/chat-completions-post).
 */
export function searchCompletion(content: string, citations: string[]) {
  return { ...chatCompletion(content), citations };
}

/** The API's error body with its HTTP status (401 invalid key, 429 rate limit, 5xx overloaded). */
export function chatError(status: number, message: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ error: { message, ...extra } }, { status });
}

/** POST {base}/chat/completions, answered by `answer` from the parsed request body. */
export function chatCompletionsHandler(
  base: string,
  answer: (body: Record<string, unknown>, request: Request) => Response | Promise<Response>,
) {
  return http.post(`${base}/chat/completions`, async ({ request }) =>
    answer((await request.clone().json()) as Record<string, unknown>, request),
  );
}

const NOTHING_FOUND = 'Nema pouzdanih podataka (MOCKS).';

/**
 * The default answers (the development server's MOCKS mode): the language model has nothing to add, an empty
 * JSON object, which every caller treats as "no extra text" and falls back to the numbers it computed; the
 * search model found nothing reliable and says so in each field, as its instructions ask.
 */
export function chatCompletionsDefaults(bases: { openAi: string; perplexity: string }) {
  return [
    chatCompletionsHandler(bases.openAi, () => HttpResponse.json(chatCompletion('{}'))),
    chatCompletionsHandler(bases.perplexity, () =>
      HttpResponse.json(
        searchCompletion(
          JSON.stringify({ injuries: NOTHING_FOUND, news: NOTHING_FOUND, weather: NOTHING_FOUND }),
          ['https://example.com/mock-source'],
        ),
      ),
    ),
  ];
}
