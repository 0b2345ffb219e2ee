import type { Lang } from '~/lib/i18n';

// Simplified national flags: inline SVG renders the same everywhere (emoji flags do not on Windows).
export function Flag({ lang, className }: { lang: Lang; className?: string }) {
  if (lang === 'hr') {
    return (
      <svg viewBox="0 0 30 20" className={className} aria-hidden>
        <rect width="30" height="20" fill="#171796" />
        <rect width="30" height="13.33" fill="#fff" />
        <rect width="30" height="6.67" fill="#ff0000" />
        <g transform="translate(12 5)">
          <rect width="6" height="7" fill="#fff" stroke="#ff0000" strokeWidth=".4" />
          <path
            d="M0 0h2v1.75H0zM4 0h2v1.75H4zM2 1.75h2v1.75H2zM0 3.5h2v1.75H0zM4 3.5h2v1.75H4zM2 5.25h2V7H2z"
            fill="#ff0000"
          />
        </g>
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 30 20" className={className} aria-hidden>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="13.33" fill="#0c4076" />
      <rect width="30" height="6.67" fill="#c6363c" />
      <rect x="8" y="4.5" width="5" height="7" rx="1.5" fill="#c6363c" stroke="#edb92e" strokeWidth=".6" />
    </svg>
  );
}
