export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" fill="#10b981" />
        <path d="M9 8h14v4h-5v12h-4V12H9z" fill="#022c22" />
        <circle cx="24" cy="23" r="3" fill="#f59e0b" />
      </svg>
      <span>
        Tiket<span className="text-brand-400"> AI</span>
      </span>
    </span>
  );
}
