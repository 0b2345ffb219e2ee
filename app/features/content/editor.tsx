import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { Textarea } from '~/components/ui/input';
import { Field, InputField } from '~/components/form-field';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { ArticleBody } from './article-body';
import { CATEGORIES, articlePath } from '../../../server/common/categories';

export interface EditorListItem {
  id: string;
  title: string;
  slug: string;
  category: string;
  isPublished: boolean;
  updatedAt: string;
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

/** Create or edit one article, with a live preview of the markup as readers will see it. */
export function EditorForm({ article, error }: { article: EditorArticle; error?: string }) {
  const [content, setContent] = useState(article.content);
  const [category, setCategory] = useState(article.category);
  const busy = useNavigation().state !== 'idle';
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <Link to="/admin/sadrzaj" className="text-sm text-muted-foreground hover:underline">
        ← All articles
      </Link>
      <h1 className="mt-2 text-2xl font-extrabold">{article.id ? 'Edit article' : 'New article'}</h1>
      {error && (
        <Alert variant="destructive" className="mt-4" data-testid="editor-error">
          {error}
        </Alert>
      )}
      <div className="mt-5 grid gap-6 lg:grid-cols-2">
        <Form method="post" className="space-y-4">
          <InputField id="title" label="Title" name="title" defaultValue={article.title} required />
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
          <InputField
            id="metaDescription"
            label="Meta description"
            name="metaDescription"
            defaultValue={article.metaDescription}
            maxLength={300}
          />
          <InputField
            id="metaKeywords"
            label="Keywords (comma-separated)"
            name="metaKeywords"
            defaultValue={article.metaKeywords}
          />
          <Field
            id="content"
            label="Content (## section, ### heading, **bold**, - bullet, 1. numbered, UPOZORENJE: / SAVET:)"
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
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="isPublished"
              defaultChecked={article.isPublished}
              className="size-4"
            />
            Published
          </label>
          <Button type="submit" disabled={busy}>
            Save
          </Button>
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
