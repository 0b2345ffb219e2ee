import type { RequestContext } from '../server/context';

declare module 'react-router' {
  interface AppLoadContext {
    ctx: RequestContext;
  }
}
