import type { Route } from './+types/ai-generator-create';
import { GeneratorWizard } from '~/features/generator/wizard';
import { isAdmin } from '../../server/modules/admin/admins';
import { findSubscriber } from '../../server/modules/billing/subscription-status';

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.ctx;
  const user = await context.ctx.user();
  const sub = user ? await findSubscriber(services.db, user) : undefined;
  return {
    // The debug panel: in development, or for administrators.
    debug: services.config.NODE_ENV !== 'production' || (!!user && (await isAdmin(services.db, user))),
    allowanceLeft: sub?.subscribed ? Math.max(0, sub.generatedLimit - sub.generatedUsed) : 0,
    sports: services.odds.offers,
  };
}

export const meta = () => [
  { title: 'AI generator tiketa | Tiket AI' },
  { name: 'robots', content: 'noindex' },
];

export default function AiGeneratorCreateRoute({ loaderData }: Route.ComponentProps) {
  return (
    <GeneratorWizard
      debug={loaderData.debug}
      allowanceLeft={loaderData.allowanceLeft}
      sports={loaderData.sports}
    />
  );
}
