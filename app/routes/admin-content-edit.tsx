import { data, redirect } from 'react-router';
import type { Route } from './+types/admin-content-edit';
import { EditorForm } from '~/features/content/editor';
import { requireAdmin } from '../../server/modules/admin/admins';
import { findById } from '../../server/modules/content/content-store';
import { saveFromForm } from '../../server/modules/content/editor';
import { AdminErrorBoundary } from '~/features/admin/admin-error';

const EMPTY = {
  id: null,
  title: '',
  slug: '',
  category: 'saveti-strategije',
  content: '',
  metaDescription: '',
  metaKeywords: '',
  isPublished: false,
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireAdmin(context.ctx, request);
  if (params.id === 'new') return { article: EMPTY };
  const row = await findById(context.ctx.services.db, params.id);
  if (!row) throw data('Not found', { status: 404 });
  return {
    article: {
      id: row.id,
      title: row.title,
      slug: row.slug,
      category: row.category,
      content: row.content,
      metaDescription: row.metaDescription,
      metaKeywords: row.metaKeywords.join(', '),
      isPublished: row.isPublished,
    },
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireAdmin(context.ctx, request);
  const result = await saveFromForm(
    context.ctx.services,
    params.id === 'new' ? null : params.id,
    await request.formData(),
  );
  if (!result.ok) return data({ error: result.error }, { status: 400 });
  throw redirect('/admin/sadrzaj');
}

export const meta = () => [{ title: 'Edit article | Tiket AI' }, { name: 'robots', content: 'noindex' }];

export default function AdminContentEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorForm key={loaderData.article.id ?? 'new'} article={loaderData.article} error={actionData?.error} />
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary back="/admin/sadrzaj" />;
}
