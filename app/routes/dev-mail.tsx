import { data } from 'react-router';
import type { Route } from './+types/dev-mail';
import { listOutbox } from '../../server/modules/accounts/dev-mail';

// The development mail viewer: the outbox's latest mails. It does not exist in production.
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.ctx;
  if (services.config.NODE_ENV === 'production') throw data(null, { status: 404 });
  return { mails: await listOutbox(services.db) };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Mail viewer (development)' },
  { name: 'robots', content: 'noindex' },
];

export default function DevMail({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold">Outbox (development only)</h1>
      {loaderData.mails.length === 0 && <p className="text-muted-foreground">No mail yet.</p>}
      {loaderData.mails.map((m) => (
        <article key={m.id} className="rounded-xl border border-border bg-card p-4" data-mail-to={m.to}>
          <p className="text-xs text-muted-foreground">
            {m.createdAt} · to {m.to}
          </p>
          <h2 className="font-semibold">{m.subject}</h2>
          <pre className="mt-2 whitespace-pre-wrap break-all text-sm">{m.text}</pre>
        </article>
      ))}
    </section>
  );
}
