import { Link } from 'react-router';
import { ArrowRight, BookOpen, Cpu, LineChart } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { Button } from '~/components/ui/button';
import { useUploadTrigger } from '~/lib/upload-dialog';
import { CATEGORIES, HUB_LISTS } from '../../../server/common/categories';
import { CATEGORY_ICONS } from './hub-page';

const SPECIAL = [
  { key: 'ai-kladionica-pametno-kladjenje', href: '/ai-kladionica-pametno-kladjenje', icon: Cpu },
  { key: 'ai-predikcije', href: '/ai-predikcije', icon: LineChart },
  { key: 'sadrzaj', href: '/sadrzaj', icon: BookOpen },
] as const;

const inHub = (c: string) => HUB_LISTS.some((l) => l.category === c);

export function BlogPage({
  articles,
}: {
  articles: { slug: string; title: string; metaDescription: string }[];
}) {
  const { t } = useTranslation();
  const analyse = useUploadTrigger();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('content.blog.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('content.blog.subtitle')}</p>

      <h2 className="mt-10 text-xl font-bold">{t('content.blog.categoriesTitle')}</h2>
      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3">
        {CATEGORIES.map((c) => {
          const Icon = CATEGORY_ICONS[c];
          return (
            <Link
              key={c}
              to={inHub(c) ? `/sadrzaj#${c}` : '/sadrzaj'}
              className="rounded-2xl border border-border bg-card p-4 shadow-sm transition hover:border-brand-300"
              data-category-card={c}
            >
              <Icon className="size-5 text-brand-600" aria-hidden />
              <p className="mt-2 font-bold">{t(`content.categories.${c}.title`)}</p>
              <p className="mt-1 text-xs text-muted-foreground">{t(`content.categories.${c}.text`)}</p>
            </Link>
          );
        })}
      </div>

      <h2 className="mt-10 text-xl font-bold">{t('content.blog.specialTitle')}</h2>
      <div className="mt-4 grid gap-3 md:grid-cols-3">
        {SPECIAL.map((s) => (
          <Link
            key={s.key}
            to={s.href}
            className="rounded-2xl bg-gradient-to-br from-brand-600 to-emerald-500 p-5 text-white shadow-md transition hover:brightness-110"
          >
            <s.icon className="size-6" aria-hidden />
            <p className="mt-2 text-lg font-bold">{t(`content.blog.special.${s.key}.title`)}</p>
            <p className="mt-1 text-sm text-white/85">{t(`content.blog.special.${s.key}.text`)}</p>
          </Link>
        ))}
      </div>

      <h2 className="mt-10 text-xl font-bold">{t('content.blog.articlesTitle')}</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((a) => (
          <Link
            key={a.slug}
            to={`/seo/${a.slug}`}
            className="group flex flex-col rounded-2xl border border-border bg-card p-4 shadow-sm transition hover:border-brand-300"
            data-blog-article={a.slug}
          >
            <p className="font-bold leading-snug group-hover:text-brand-700">{a.title}</p>
            <p className="mt-1.5 line-clamp-2 flex-1 text-sm text-muted-foreground">{a.metaDescription}</p>
            <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
              {t('content.readMore')} <ArrowRight className="size-4" aria-hidden />
            </span>
          </Link>
        ))}
      </div>

      <div className="mt-12 flex flex-col items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-6 text-center">
        <p className="text-lg font-bold">{t('content.ctaTitle')}</p>
        <Button asChild variant="hero" size="lg">
          <Link to="/upload" onClick={analyse}>
            Analiziraj tiket besplatno
          </Link>
        </Button>
      </div>
    </section>
  );
}
