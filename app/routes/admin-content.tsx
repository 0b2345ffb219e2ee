import { data } from 'react-router';
import type { Route } from './+types/admin-content';
import { EditorList } from '~/features/content/editor';
import { requireAdmin } from '../../server/modules/admin/admins';
import { listAll, withIsoDates } from '../../server/modules/content/content-store';
import { setPublished } from '../../server/modules/content/editor';
import { AdminErrorBoundary } from '~/features/admin/admin-error';

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context.ctx, request);
  const rows = await listAll(context.ctx.services.db);
  return {
    articles: rows.map(withIsoDates),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdmin(context.ctx, request);
  const form = await request.formData();
  const result = await setPublished(
    context.ctx.services,
    String(form.get('id')),
    form.get('intent') === 'publish',
  );
  return result.ok ? { error: null } : data({ error: result.error }, { status: 400 });
}

export const meta = () => [{ title: 'Content editor | Tiket AI' }, { name: 'robots', content: 'noindex' }];

export default function AdminContentRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <EditorList articles={loaderData.articles} error={actionData?.error} />;
}

export function ErrorBoundary() {
  return <AdminErrorBoundary back="/admin/sadrzaj" />;
}
