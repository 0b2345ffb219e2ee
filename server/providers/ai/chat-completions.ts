import { z } from 'zod';

/**
 * A client for the Chat Completions API that OpenAI and Perplexity both speak (POST {base}/chat/completions).
 * Written against the documented request and response shapes; no SDK, because we use one endpoint.
 */
export interface ChatEndpoint {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Abort after this many milliseconds; the caller falls back to its embedded default. */
  timeoutMs: number;
  /** Used in error messages and logs. */
  vendor: string;
}

export type ChatContent =
  | string
  | ({ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string; detail?: string } })[];

export interface ChatMessage {
  role: 'system' | 'user';
  content: ChatContent;
}

export interface ChatAnswer {
  content: string;
  /** Geometric mean of the answer tokens' probabilities when the API returned log-probabilities. */
  tokenProbability: number | null;
  /** Sources a search-backed model cites (Perplexity's `citations` / `search_results`). */
  citations: string[];
}

export class ChatError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ChatError';
  }
}

const answerSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable(), refusal: z.string().nullish() }),
        finish_reason: z.string().nullish(),
        logprobs: z.object({ content: z.array(z.object({ logprob: z.number() })).nullish() }).nullish(),
      }),
    )
    .min(1),
  citations: z.array(z.string()).nullish(),
  search_results: z.array(z.object({ url: z.string() })).nullish(),
});

export async function chatCompletion(
  endpoint: ChatEndpoint,
  messages: ChatMessage[],
  opts: {
    jsonSchema?: { name: string; schema: Record<string, unknown> };
    logprobs?: boolean;
    maxTokens?: number;
  } = {},
): Promise<ChatAnswer> {
  const body: Record<string, unknown> = {
    model: endpoint.model,
    messages,
    temperature: 0,
    max_tokens: opts.maxTokens ?? 1500,
  };
  if (opts.jsonSchema) {
    body.response_format = {
      type: 'json_schema',
      json_schema: { name: opts.jsonSchema.name, strict: true, schema: opts.jsonSchema.schema },
    };
  }
  if (opts.logprobs) body.logprobs = true;

  let res: Response;
  try {
    res = await fetch(`${endpoint.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${endpoint.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new ChatError(`${endpoint.vendor}: ${timedOut ? 'no answer in time' : 'unreachable'}`);
  }
  if (!res.ok) {
    // The API's error object says why ({error: {message}}); it never contains our key.
    const detail = await res
      .json()
      .then((j: { error?: { message?: string } }) => j.error?.message)
      .catch(() => undefined);
    throw new ChatError(`${endpoint.vendor}: HTTP ${res.status}${detail ? ` (${detail})` : ''}`, res.status);
  }
  const parsed = answerSchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new ChatError(`${endpoint.vendor}: unexpected answer shape`);
  const choice = parsed.data.choices[0];
  if (choice.message.refusal) throw new ChatError(`${endpoint.vendor}: refused (${choice.message.refusal})`);
  if (choice.finish_reason === 'length') throw new ChatError(`${endpoint.vendor}: answer cut off`);
  const tokens = choice.logprobs?.content ?? [];
  return {
    content: choice.message.content ?? '',
    tokenProbability: tokens.length
      ? Math.exp(tokens.reduce((s, t) => s + t.logprob, 0) / tokens.length)
      : null,
    citations: parsed.data.citations ?? parsed.data.search_results?.map((r) => r.url) ?? [],
  };
}

/** Structured output: the answer's JSON validated with zod (the JSON Schema sent is derived from the same schema). */
export async function chatJson<T extends z.ZodType>(
  endpoint: ChatEndpoint,
  messages: ChatMessage[],
  name: string,
  schema: T,
): Promise<{ value: z.infer<T>; citations: string[] }> {
  const answer = await chatCompletion(endpoint, messages, {
    jsonSchema: { name, schema: z.toJSONSchema(schema, { target: 'draft-7' }) as Record<string, unknown> },
  });
  let json: unknown;
  try {
    json = JSON.parse(answer.content);
  } catch {
    throw new ChatError(`${endpoint.vendor}: the answer is not JSON`);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new ChatError(`${endpoint.vendor}: the answer does not match ${name}`);
  return { value: result.data, citations: answer.citations };
}
