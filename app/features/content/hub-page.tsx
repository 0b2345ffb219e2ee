import { Link } from 'react-router';
import { BookOpen, Brain, Compass, GraduationCap, MapPin, Trophy } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { Badge } from '~/components/ui/badge';
import { HUB_LISTS, articlePath, matchesList, type Category } from '../../../server/common/categories';

export interface ArticleCard {
  title: string;
  slug: string;
  category: string;
  metaDescription: string;
  metaKeywords: string[];
  /** The Serbian keywords the lists filter by, so a list holds the same articles in every language. */
  listKeywords?: string[];
  publishedAt: string;
}

export const CATEGORY_ICONS: Record<Category, typeof BookOpen> = {
  'pametno-kladjenje': Brain,
  'saveti-strategije': Compass,
  'vodic-kladjenje': GraduationCap,
  'sportski-saveti': Trophy,
  'regionalni-sadrzaj': MapPin,
  'napredne-strategije': BookOpen,
};

// On the Belgrade calendar, so the server and a browser elsewhere print the same day.
const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('sr-Latn-RS', { timeZone: 'Europe/Belgrade' });

export function ArticleCardView({ article }: { article: ArticleCard }) {
  return (
    <Link
      to={articlePath(article.category, article.slug)}
      className="group block h-full rounded-2xl border border-border bg-card p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md"
      data-article-card={article.slug}
    >
      <time className="text-xs text-muted-foreground" dateTime={article.publishedAt}>
        {shortDate(article.publishedAt)}
      </time>
      <h3 className="mt-1 font-bold leading-snug group-hover:text-brand-700">{article.title}</h3>
      <p className="mt-1.5 line-clamp-2 text-sm text-muted-foreground">{article.metaDescription}</p>
      <div className="mt-3 flex flex-wrap gap-1.5">
        {article.metaKeywords.slice(0, 3).map((k) => (
          <Badge key={k} variant="outline">
            {k}
          </Badge>
        ))}
      </div>
    </Link>
  );
}

/** "Centar za edukaciju": five category cards and five filtered lists, newest first. */
export function HubPage({ articles }: { articles: ArticleCard[] }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Centar za edukaciju</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t('content.hubDescription')}</p>
      <nav className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-5" aria-label={t('content.hubTitle')}>
        {HUB_LISTS.map(({ category }) => {
          const Icon = CATEGORY_ICONS[category];
          return (
            <a
              key={category}
              href={`#${category}`}
              className="rounded-2xl border border-border bg-card p-4 shadow-sm transition hover:border-brand-300"
            >
              <Icon className="size-5 text-brand-600" aria-hidden />
              <p className="mt-2 font-bold leading-tight">{t(`content.categories.${category}.title`)}</p>
              <p className="mt-1 text-xs text-muted-foreground">{t(`content.categories.${category}.text`)}</p>
            </a>
          );
        })}
      </nav>
      {HUB_LISTS.map(({ category, keywords }) => {
        const list = articles.filter((a) => matchesList(a.listKeywords ?? a.metaKeywords, keywords));
        return (
          <section key={category} id={category} className="mt-12 scroll-mt-20" data-list={category}>
            <h2 className="text-2xl font-extrabold tracking-tight">
              {t(`content.categories.${category}.title`)}
            </h2>
            {list.length ? (
              <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((a) => (
                  <ArticleCardView key={a.slug} article={a} />
                ))}
              </div>
            ) : (
              <p className="mt-4 text-muted-foreground">{t('content.empty')}</p>
            )}
          </section>
        );
      })}
    </section>
  );
}
