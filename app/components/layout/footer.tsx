import { useTranslation } from '~/lib/i18n-react';
import { Link } from 'react-router';
import { Logo } from './logo';
import { ResponsiblePlay } from './responsible-play';
import { CookieSettingsLink } from '~/features/consent/cookie-settings-link';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="no-print mt-16 bg-navy-950 text-slate-300">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ResponsiblePlay className="mb-8" />
        <div className="grid gap-8 sm:grid-cols-3">
          <div>
            <Logo />
            <p className="mt-3 max-w-xs text-sm text-slate-400">{t('footer.tagline')}</p>
          </div>
          <div>
            <h2 className="mb-3 text-sm font-semibold text-white">{t('footer.product')}</h2>
            <ul className="space-y-2 text-sm">
              <li>
                <Link to="/upload" className="hover:text-white">
                  {t('nav.upload')}
                </Link>
              </li>
              <li>
                <Link to="/sadrzaj" className="hover:text-white">
                  {t('nav.content')}
                </Link>
              </li>
              <li>
                <Link to="/#cene" className="hover:text-white">
                  {t('pricing.title')}
                </Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="mb-3 text-sm font-semibold text-white">{t('footer.legal')}</h2>
            <ul className="space-y-2 text-sm">
              <li>
                <a href="#faq" className="hover:text-white">
                  {t('footer.faq')}
                </a>
              </li>
              <li>
                <a href="#privacy" className="hover:text-white">
                  {t('footer.privacy')}
                </a>
              </li>
              <li>
                <a href="#terms" className="hover:text-white">
                  {t('footer.terms')}
                </a>
              </li>
              <CookieSettingsLink className="text-left hover:text-white" />
              <li>
                <a href="#status" className="hover:text-white">
                  {t('footer.status')}
                </a>
              </li>
              <li>
                <a
                  href="https://www.instagram.com/"
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-white"
                >
                  {t('footer.social')}
                </a>
              </li>
            </ul>
          </div>
        </div>
        <p className="mt-10 border-t border-white/10 pt-6 text-xs text-slate-500">{t('footer.rights')}</p>
      </div>
    </footer>
  );
}
