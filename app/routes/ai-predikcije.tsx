import type { Route } from './+types/ai-predikcije';
import { serverT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import { AiPredikcijePage } from '~/features/content/marketing-pages';

export function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.lang);
  const origin = context.ctx.services.config.PUBLIC_URL.replace(/\/$/, '');
  const steps = t('marketing.aiPredikcije.steps', { returnObjects: true }) as {
    name: string;
    text: string;
  }[];
  const faq = t('marketing.aiPredikcije.faq', { returnObjects: true }) as { q: string; a: string }[];
  return {
    meta: {
      title: t('marketing.aiPredikcije.metaTitle'),
      description: t('marketing.aiPredikcije.metaDescription'),
      keywords: t('marketing.aiPredikcije.keywords'),
      canonical: `${origin}/ai-predikcije`,
      ogType: 'article' as const,
    },
    // The FAQ and how-to structured data the specification asks for on this page.
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: faq.map((f) => ({
          '@type': 'Question',
          name: f.q,
          acceptedAnswer: { '@type': 'Answer', text: f.a },
        })),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'HowTo',
        name: t('marketing.aiPredikcije.howTitle'),
        step: steps.map((s, i) => ({ '@type': 'HowToStep', position: i + 1, name: s.name, text: s.text })),
      },
    ],
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [...pageMeta(data.meta), ...data.jsonLd.map((j) => ({ 'script:ld+json': j }))] : [];

export default function AiPredikcijeRoute() {
  return <AiPredikcijePage />;
}
