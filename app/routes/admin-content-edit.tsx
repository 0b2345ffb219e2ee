import { data, redirect } from 'react-router';
import type { Route } from './+types/admin-content-edit';
import { EditorForm } from '~/features/content/editor';
import { requireAdmin } from '../../server/modules/admin/admins';
import { findById, findTranslation } from '../../server/modules/content/content-store';
import { formLang, removeVersion, saveFromForm } from '../../server/modules/content/editor';
import { DEFAULT_LANG, isLang } from '../../server/common/lang';
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
  // ?lang=hr edits the Croatian version's texts; the article itself is the Serbian version.
  const asked = new URL(request.url).searchParams.get('lang') ?? DEFAULT_LANG;
  const lang = isLang(asked) ? asked : DEFAULT_LANG;
  if (params.id === 'new') return { article: EMPTY, lang: DEFAULT_LANG, version: null };
  const row = await findById(context.ctx.services.db, params.id);
  if (!row) throw data('Not found', { status: 404 });
  const version =
    lang === DEFAULT_LANG ? undefined : await findTranslation(context.ctx.services.db, row.id, lang);
  return {
    lang,
    version:
      lang === DEFAULT_LANG
        ? null
        : {
            exists: !!version,
            title: version?.title ?? '',
            content: version?.content ?? '',
            metaDescription: version?.metaDescription ?? '',
            metaKeywords: version?.metaKeywords.join(', ') ?? '',
          },
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
  const form = await request.formData();
  const id = params.id === 'new' ? null : params.id;
  const lang = formLang(form);
  const result =
    form.get('intent') === 'remove-version' && id && lang
      ? await removeVersion(context.ctx.services, id, lang)
      : await saveFromForm(context.ctx.services, id, form);
  if (!result.ok) return data({ error: result.error }, { status: 400 });
  throw redirect('/admin/sadrzaj');
}

export const meta = () => [{ title: 'Edit article | Tiket AI' }, { name: 'robots', content: 'noindex' }];

export default function AdminContentEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorForm
      key={`${loaderData.article.id ?? 'new'}:${loaderData.lang}`}
      article={loaderData.article}
      lang={loaderData.lang}
      version={loaderData.version}
      error={actionData?.error}
    />
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary back="/admin/sadrzaj" />;
}
