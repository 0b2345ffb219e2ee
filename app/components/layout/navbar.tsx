import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { Link, NavLink } from 'react-router';
import { Menu, ScanLine, X } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { useUploadTrigger } from '~/lib/upload-dialog';

export interface NavUser {
  email: string;
}

export function Navbar({
  user,
  testMode,
  onSignOut,
}: {
  user: NavUser | null;
  testMode: boolean;
  onSignOut?: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const openUpload = useUploadTrigger();

  return (
    <header
      data-site-header
      className="no-print sticky top-0 z-40 border-b border-white/10 bg-navy-950/95 text-white backdrop-blur supports-[backdrop-filter]:bg-navy-950/80"
    >
      <nav className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to="/" className="flex min-h-11 items-center gap-2" onClick={close}>
          <Logo />
          {testMode && (
            <span className="rounded bg-amber-400 px-1.5 py-0.5 text-xs font-bold uppercase tracking-wide text-slate-950">
              {t('nav.testMode')}
            </span>
          )}
        </Link>

        <div className="hidden items-center gap-1 md:flex">
          <NavItem to="/sadrzaj">{t('nav.content')}</NavItem>
          {user && <NavItem to="/dashboard">{t('nav.myReports')}</NavItem>}
          {user && <NavItem to="/account">{t('nav.myAccount')}</NavItem>}
          <LanguageSwitcher className="mx-2" />
          {user ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-slate-200 hover:bg-white/10 hover:text-white"
              onClick={onSignOut}
            >
              {t('nav.signOut')}
            </Button>
          ) : (
            <NavItem to="/auth">{t('nav.signIn')}</NavItem>
          )}
          <Button asChild variant="hero" size="sm" className="ml-1">
            <Link to="/upload" onClick={openUpload} data-upload-trigger="navbar">
              <ScanLine />
              {t('nav.upload')}
            </Link>
          </Button>
        </div>

        <button
          type="button"
          className="flex size-11 items-center justify-center rounded-md text-slate-200 hover:bg-white/10 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X className="size-6" /> : <Menu className="size-6" />}
        </button>
      </nav>

      {open && (
        <div id="mobile-menu" className="border-t border-white/10 px-4 pb-5 pt-3 md:hidden">
          {user && (
            <p className="mb-3 truncate text-sm text-slate-300">
              {t('nav.signedInAs', { email: user.email })}
            </p>
          )}
          <div className="flex flex-col gap-1">
            <MobileItem to="/sadrzaj" onClick={close}>
              {t('nav.content')}
            </MobileItem>
            {user && (
              <MobileItem to="/dashboard" onClick={close}>
                {t('nav.myReports')}
              </MobileItem>
            )}
            {user && (
              <MobileItem to="/account" onClick={close}>
                {t('nav.myAccount')}
              </MobileItem>
            )}
            {user ? (
              <button
                type="button"
                className="min-h-11 rounded-lg px-3 py-2.5 text-left font-medium text-slate-100 hover:bg-white/10"
                onClick={() => {
                  close();
                  onSignOut?.();
                }}
              >
                {t('nav.signOut')}
              </button>
            ) : (
              <MobileItem to="/auth" onClick={close}>
                {t('nav.signIn')}
              </MobileItem>
            )}
          </div>
          <div className="mt-4 flex items-center justify-between gap-3">
            <LanguageSwitcher />
            <Button asChild variant="hero" size="default">
              <Link
                to="/upload"
                onClick={(e) => {
                  close();
                  openUpload(e);
                }}
                data-upload-trigger="navbar-mobile"
              >
                <ScanLine />
                {t('nav.upload')}
              </Link>
            </Button>
          </div>
        </div>
      )}
    </header>
  );
}

function NavItem({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        `inline-flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-white/10 hover:text-white ${isActive ? 'text-white' : 'text-slate-300'}`
      }
    >
      {children}
    </NavLink>
  );
}

function MobileItem({
  to,
  children,
  onClick,
}: {
  to: string;
  children: React.ReactNode;
  onClick: () => void;
}) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className="flex min-h-11 items-center rounded-lg px-3 py-2.5 font-medium text-slate-100 hover:bg-white/10"
    >
      {children}
    </Link>
  );
}
