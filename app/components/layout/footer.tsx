import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { Link } from 'react-router';
import { Logo } from './logo';
import { ResponsiblePlay } from './responsible-play';
import { CookieSettingsLink } from '~/features/consent/cookie-settings-link';

// Each link is a 44 px tall target (WCAG 2.5.5), not just its 16 px line of text.
const LINK = 'inline-flex min-h-11 min-w-11 items-center hover:text-white';

/** In-app routes go through the router; the specification's placeholders (#faq …) and the social link do not. */
const PRODUCT = [
  { to: '/upload', label: 'nav.upload' },
  { to: '/sadrzaj', label: 'nav.content' },
  { to: '/preciznost', label: 'trackRecord.nav' },
  { to: '/#cene', label: 'pricing.title' },
] as const;
const LEGAL = [
  { href: '#faq', label: 'footer.faq' },
  { href: '#privacy', label: 'footer.privacy' },
  { href: '#terms', label: 'footer.terms' },
  { href: '#status', label: 'footer.status' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer data-site-footer className="no-print mt-16 bg-navy-950 text-slate-300">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ResponsiblePlay className="mb-8" placement="footer" />
        <div className="grid gap-8 sm:grid-cols-3">
          <div>
            <Logo />
            <p className="mt-3 max-w-xs text-sm text-slate-400">{t('footer.tagline')}</p>
          </div>
          <FooterColumn title={t('footer.product')}>
            {PRODUCT.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={LINK}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title={t('footer.legal')}>
            {LEGAL.map((l) => (
              <li key={l.href}>
                <a href={l.href} className={LINK}>
                  {t(l.label)}
                </a>
              </li>
            ))}
            <CookieSettingsLink className={`text-left ${LINK}`} />
            <li>
              <a href="https://www.instagram.com/" target="_blank" rel="noopener noreferrer" className={LINK}>
                {t('footer.social')}
              </a>
            </li>
          </FooterColumn>
        </div>
        <p className="mt-10 border-t border-white/10 pt-6 text-xs text-slate-400">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold text-white">{title}</h2>
      <ul className="text-sm">{children}</ul>
    </div>
  );
}
