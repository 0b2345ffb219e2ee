import type { LucideIcon } from 'lucide-react';
import { cn } from '~/lib/utils';

/**
 * A grid of short points, each an icon, a title and a sentence (why AI, the generator's benefits, plan
 * testimonials): one look per section, set by `tone`.
 */
export function IconPoints({
  points,
  icons,
  tone = 'light',
  className,
}: {
  points: { title: string; text: string }[];
  icons: LucideIcon[];
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const dark = tone === 'dark';
  return (
    <div className={cn('grid gap-4', className)}>
      {points.map((p, i) => {
        const Icon = icons[i % icons.length];
        return (
          <div
            key={p.title}
            className={cn(
              'rounded-2xl border p-5',
              dark ? 'border-white/10 bg-white/5' : 'border-border bg-card shadow-sm',
            )}
          >
            <Icon className={cn('size-7', dark ? 'text-brand-400' : 'text-brand-600')} aria-hidden />
            <h3 className="mt-3 font-bold">{p.title}</h3>
            <p className={cn('mt-1.5 text-sm', dark ? 'text-slate-300' : 'text-muted-foreground')}>
              {p.text}
            </p>
          </div>
        );
      })}
    </div>
  );
}
