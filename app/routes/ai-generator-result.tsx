import { data, redirect } from 'react-router';
import type { Route } from './+types/ai-generator-result';
import { PaidTicket } from '~/features/generator/paid-ticket';
import { findTicket } from '../../server/modules/generator/generator';
import { findSubscriber } from '../../server/modules/billing/subscription-status';
import { ContentError } from '~/features/content/content-error';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.ctx;
  const id = new URL(request.url).searchParams.get('ticket');
  if (!id) throw redirect('/ai-generator');
  const found = await findTicket(services.db, id, await context.ctx.viewer());
  if (!found) return data({ paid: null }, { status: 404 });
  if (!found.isUnlocked) throw redirect(`/ai-generator/payment?ticket=${found.id}`);
  const user = await context.ctx.user();
  const sub = user ? await findSubscriber(services.db, user) : undefined;
  return {
    paid: {
      id: found.id,
      ticket: found.ticket,
      premium: !!sub?.subscribed && sub.subscriptionTier === 'premium',
      generatedLeft: sub?.subscribed ? Math.max(0, sub.generatedLimit - sub.generatedUsed) : 0,
    },
  };
}

export const meta = () => [{ title: 'Tvoj AI tiket | Tiket AI' }, { name: 'robots', content: 'noindex' }];

export default function AiGeneratorResultRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.paid) return <ContentError problem="notFound" />;
  const { id, ticket, premium, generatedLeft } = loaderData.paid;
  return <PaidTicket id={id} ticket={ticket} premium={premium} generatedLeft={generatedLeft} />;
}
