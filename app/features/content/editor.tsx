import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { Textarea } from '~/components/ui/input';
import { Field, InputField } from '~/components/form-field';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { ArticleBody } from './article-body';
import { CATEGORIES, articlePath } from '../../../server/common/categories';
import type { Lang } from '../../../server/common/lang';

export interface EditorListItem {
  id: string;
  title: string;
  slug: string;
  category: string;
  isPublished: boolean;
  updatedAt: string;
  /** Languages the article has a version in besides Serbian. */
  translations?: string[];
}

/** The content editor's list (English, an admin screen): every article with publish and unpublish. */
export function EditorList({ articles, error }: { articles: EditorListItem[]; error?: string | null }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">Content editor</h1>
        <Button asChild>
          <Link to="/admin/sadrzaj/new">New article</Link>
        </Button>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{articles.length} articles</p>
      {error && (
        <Alert variant="destructive" className="mt-4" data-testid="editor-error">
          {error}
        </Alert>
      )}
      <ul className="mt-5 divide-y divide-border rounded-xl border border-border bg-card">
        {articles.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-editor-row={a.slug}>
            <div className="min-w-0 flex-1">
              <Link to={`/admin/sadrzaj/${a.id}`} className="font-semibold hover:underline">
                {a.title}
              </Link>
              <p className="truncate text-xs text-muted-foreground">
                {articlePath(a.category, a.slug)} · updated{' '}
                {new Date(a.updatedAt).toLocaleString('en-GB', { timeZone: 'Europe/Belgrade' })}
              </p>
            </div>
            <Badge variant="outline" data-testid="versions">
              {['rs', ...(a.translations ?? [])].join(' + ').toUpperCase()}
            </Badge>
            <Badge variant={a.isPublished ? 'success' : 'outline'}>
              {a.isPublished ? 'Published' : 'Draft'}
            </Badge>
            <Form method="post">
              <input type="hidden" name="id" value={a.id} />
              <input type="hidden" name="intent" value={a.isPublished ? 'unpublish' : 'publish'} />
              <Button size="sm" variant="outline" disabled={busy}>
                {a.isPublished ? 'Unpublish' : 'Publish'}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface EditorArticle {
  id: string | null;
  title: string;
  slug: string;
  category: string;
  content: string;
  metaDescription: string;
  metaKeywords: string;
  isPublished: boolean;
}

/** The texts of the article's version in another language ("" where it has none yet). */
export interface EditorVersion {
  exists: boolean;
  title: string;
  content: string;
  metaDescription: string;
  metaKeywords: string;
}

const LANG_NAMES = { rs: 'Serbian (rs)', hr: 'Croatian (hr)' } as const;

/**
 * Create or edit one article, with a live preview of the markup as readers will see it. An existing article
 * has a tab per language: the Serbian tab edits the article (slug, category, publication and its Serbian
 * texts), the Croatian tab only the Croatian texts, so saving one version never changes the other.
 */
export function EditorForm({
  article,
  lang = 'rs',
  version = null,
  error,
}: {
  article: EditorArticle;
  lang?: Lang;
  version?: EditorVersion | null;
  error?: string;
}) {
  const texts = version ?? article;
  const [content, setContent] = useState(texts.content);
  const [category, setCategory] = useState(article.category);
  const busy = useNavigation().state !== 'idle';
  const isVersion = lang !== 'rs';
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <Link to="/admin/sadrzaj" className="text-sm text-muted-foreground hover:underline">
        ← All articles
      </Link>
      <h1 className="mt-2 text-2xl font-extrabold">{article.id ? 'Edit article' : 'New article'}</h1>
      {article.id && (
        <nav className="mt-3 flex gap-2" aria-label="Language version">
          {(['rs', 'hr'] as const).map((l) => (
            <Button key={l} asChild size="sm" variant={l === lang ? 'default' : 'outline'}>
              <Link to={`?lang=${l}`} aria-current={l === lang ? 'page' : undefined} data-lang-tab={l}>
                {LANG_NAMES[l]}
              </Link>
            </Button>
          ))}
        </nav>
      )}
      {error && (
        <Alert variant="destructive" className="mt-4" data-testid="editor-error">
          {error}
        </Alert>
      )}
      <div className="mt-5 grid gap-6 lg:grid-cols-2">
        <Form method="post" className="space-y-4">
          <input type="hidden" name="lang" value={lang} />
          {isVersion && (
            <p className="rounded-lg border border-border bg-muted/40 p-3 text-sm" data-testid="version-note">
              {version?.exists
                ? `The ${LANG_NAMES[lang]} version of ${articlePath(article.category, article.slug)}.`
                : `No ${LANG_NAMES[lang]} version yet: its readers get the Serbian one.`}{' '}
              Slug, category and publication are shared; change them in the Serbian version.
            </p>
          )}
          <InputField id="title" label="Title" name="title" defaultValue={texts.title} required />
          {!isVersion && (
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                id="slug"
                label="Slug"
                name="slug"
                defaultValue={article.slug}
                required
                pattern="[a-z0-9-]+"
              />
              <Field id="category" label="Category">
                <select
                  id="category"
                  name="category"
                  value={category}
                  onChange={(e) => setCategory(e.target.value)}
                  className="h-11 w-full rounded-lg border border-input bg-background px-3 text-sm"
                >
                  {CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          )}
          <InputField
            id="metaDescription"
            label="Meta description"
            name="metaDescription"
            defaultValue={texts.metaDescription}
            maxLength={300}
          />
          <InputField
            id="metaKeywords"
            label="Keywords (comma-separated)"
            name="metaKeywords"
            defaultValue={texts.metaKeywords}
          />
          <Field
            id="content"
            label="Content (## section, ### heading, **bold**, - bullet, 1. numbered, UPOZORENJE: / SAVET: / SAVJET:)"
          >
            <Textarea
              id="content"
              name="content"
              rows={22}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              className="font-mono text-sm"
            />
          </Field>
          {!isVersion && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="isPublished"
                defaultChecked={article.isPublished}
                className="size-4"
              />
              Published
            </label>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              Save
            </Button>
            {isVersion && version?.exists && (
              <Button
                type="submit"
                name="intent"
                value="remove-version"
                variant="outline"
                formNoValidate
                disabled={busy}
              >
                Remove {LANG_NAMES[lang]} version
              </Button>
            )}
          </div>
        </Form>
        <div>
          <p className="text-sm font-semibold text-muted-foreground">Live preview</p>
          <div
            className="mt-2 max-h-[80vh] overflow-auto rounded-xl border border-border bg-background p-5"
            data-testid="preview"
          >
            <ArticleBody
              content={content}
              sectioned={category === 'sportski-saveti' || category === 'regionalni-sadrzaj'}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
