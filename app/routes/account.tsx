import { data } from 'react-router';
import type { Route } from './+types/account';
import { AccountLoadError, AccountPage } from '~/features/accounts/account-page';
import { SubscriptionCard } from '~/features/billing/subscription-card';
import { requireUser } from '../../server/modules/accounts/session-user';
import { getProfile, parseProfileInput, updateProfile } from '../../server/modules/accounts/profile';
import { getSettleEmail } from '../../server/modules/accounts/settle-email';
import { errorText } from '../../server/common/messages';

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context.ctx, request);
  const { db } = context.ctx.services;
  const [profile, settleEmail] = await Promise.all([getProfile(db, user.id), getSettleEmail(db, user.id)]);
  return {
    email: user.email,
    settleEmail,
    profile: {
      fullName: profile.fullName ?? '',
      username: profile.username ?? '',
      avatarUrl: profile.avatarUrl ?? '',
    },
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireUser(context.ctx, request);
  const { ctx } = context;
  const parsed = parseProfileInput(
    Object.fromEntries(await request.formData()),
    ctx.services.config.NODE_ENV,
  );
  // Refused in words, in the request's language (e.g. an avatar URL that is not https).
  if (!parsed.success) return data({ ok: false, error: errorText(ctx.lang, parsed.error) }, { status: 400 });
  try {
    await updateProfile(context.ctx.services.db, user.id, parsed.data);
  } catch (error) {
    // "Error updating profile" in a toast on the page, not the load failure's boundary.
    context.ctx.services.logger.error({ err: error }, 'profile update failed');
    return data({ ok: false }, { status: 500 });
  }
  return { ok: true };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Moj nalog | Tiket AI' },
  { name: 'robots', content: 'noindex' },
];

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage data={loaderData}>
      <SubscriptionCard />
    </AccountPage>
  );
}

/** The profile could not be read: "Error loading profile" inside the site, never the root error page. */
export function ErrorBoundary() {
  return <AccountLoadError />;
}
