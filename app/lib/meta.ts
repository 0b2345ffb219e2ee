import type { MetaDescriptor } from 'react-router';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical?: string;
  keywords?: string;
  ogType?: 'website' | 'article';
  image?: string;
  noindex?: boolean;
}

/** Title, description, canonical and Open Graph tags of a page, built one way everywhere. */
export function pageMeta(m: PageMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: m.title },
    { name: 'description', content: m.description },
    { property: 'og:title', content: m.title },
    { property: 'og:description', content: m.description },
    { property: 'og:type', content: m.ogType ?? 'website' },
    { property: 'og:site_name', content: 'Tiket AI' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (m.keywords) tags.push({ name: 'keywords', content: m.keywords });
  if (m.canonical) {
    tags.push({ tagName: 'link', rel: 'canonical', href: m.canonical });
    tags.push({ property: 'og:url', content: m.canonical });
  }
  if (m.image) tags.push({ property: 'og:image', content: m.image });
  if (m.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  return tags;
}
