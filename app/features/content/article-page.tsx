import { Link } from 'react-router';
import { ArrowLeft, CalendarDays, Tag } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { Button } from '~/components/ui/button';
import { Badge } from '~/components/ui/badge';
import { useUploadTrigger } from '~/lib/upload-dialog';
import { ArticleBody } from './article-body';
import { DEFAULT_LANG, LOCALE, isLang, type Lang } from '../../../server/common/lang';

export interface ArticleView {
  title: string;
  slug: string;
  category: string;
  content: string;
  metaDescription: string;
  metaKeywords: string[];
  publishedAt: string;
  /** The language of the texts served: the reader's, or Serbian when the article has no version in it. */
  lang?: Lang;
}

/**
 * "Objavljeno: 8. oktobar 2026." in the long date format of the reader's language ("8. listopada 2026." in
 * Croatian), on the Belgrade calendar: the server and every visitor's browser then print the same day, so
 * hydration does not change it.
 */
export const longDate = (iso: string, lang: Lang = DEFAULT_LANG) =>
  new Date(iso).toLocaleDateString(LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Belgrade',
  });

export function ArticlePage({ article, sectioned }: { article: ArticleView; sectioned: boolean }) {
  const { t, i18n } = useTranslation();
  // The page's own words and date follow the reader's language, also over an article shown in Serbian.
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
  const analyse = useUploadTrigger();
  return (
    <article
      className="mx-auto max-w-3xl px-4 py-8 sm:py-12"
      data-article={article.slug}
      lang={article.lang === 'hr' ? 'hr' : 'sr-Latn'}
    >
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/sadrzaj">
          <ArrowLeft /> {t('content.hubTitle')}
        </Link>
      </Button>
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">
        {t(`content.categories.${article.category}.title` as 'content.categories.vodic-kladjenje.title')}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl">
        {article.title}
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">{article.metaDescription}</p>
      <p className="mt-3 flex items-center gap-1.5 text-sm text-muted-foreground">
        <CalendarDays className="size-4" aria-hidden />
        {`${t('content.published')}: `}
        <time dateTime={article.publishedAt}>{longDate(article.publishedAt, lang)}</time>
      </p>
      <div className="mt-8">
        <ArticleBody content={article.content} sectioned={sectioned} />
      </div>
      <div className="mt-10 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
        <p className="font-bold">{t('content.ctaTitle')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t('content.ctaText')}</p>
        <Button asChild variant="hero" className="mt-4">
          <Link to="/upload" onClick={analyse}>
            {t('content.ctaButton')}
          </Link>
        </Button>
      </div>
      <section className="mt-10">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <Tag className="size-4" aria-hidden /> {t('content.keywords')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {article.metaKeywords.map((k) => (
            <li key={k}>
              <Badge variant="secondary">{k}</Badge>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
