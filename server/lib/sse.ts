/**
 * A server-sent-events response whose body is written by `produce`. Used where the client asked for
 * `text/event-stream` to see a long operation's stages as they happen.
 */
export function eventStream(
  produce: (send: (event: string, data: unknown) => void) => Promise<void>,
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, data: unknown) => {
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      };
      try {
        await produce(send);
      } finally {
        controller.close();
      }
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}

export const wantsEventStream = (accept: string | undefined) => (accept ?? '').includes('text/event-stream');
