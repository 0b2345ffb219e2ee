import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { registerResources } from '~/lib/i18n';
import rs from '~/locales/rs';
import hr from '~/locales/hr';

registerResources('rs', rs);
registerResources('hr', hr);

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.ctx.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers and social previews get the complete document at once; people get it streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
        ? 'onAllReady'
        : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.ctx.services.logger.error({ err: error }, 'render error');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
