import { useEffect, useId, useState } from 'react';
import { ChevronDown, Search } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { Input } from '~/components/ui/input';
import { cn } from '~/lib/utils';
import { fetchBetChoices, type BetFamily } from './analysis-client';

/** Letters without their marks, lower case: "Nerešeno" is found by "neres", "GG" by "gg". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'dj').toLowerCase();

/**
 * A leg's bet: shown in words with its code, chosen from a searchable list of bets grouped by market family.
 * A bet the reader did not understand opens the list at once and says so; an ambiguous code offers its readings
 * first. The user may also keep a code of their own (the server checks it when the legs are sent).
 */
export function BetField({
  pick,
  words,
  choices,
  unknown,
  unsure,
  invalid,
  describedBy,
  onChoose,
  children,
}: {
  pick: string;
  words?: string;
  /** An ambiguous code's readings, as codes. */
  choices?: string[];
  /** The reader kept the printed text: it does not know this bet. */
  unknown: boolean;
  unsure: boolean;
  invalid: boolean;
  describedBy?: string;
  onChoose: (pick: string, words?: string) => void;
  /** Notes under the field (its error, a default's explanation), full width like the list. */
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(unknown || !!choices?.length);
  const [query, setQuery] = useState('');
  const [families, setFamilies] = useState<BetFamily[] | null>(null);
  useEffect(() => {
    if (open && !families) void fetchBetChoices(i18n.language).then(setFamilies, () => setFamilies([]));
  }, [open, families, i18n.language]);

  const wordsOf = (code: string) => families?.flatMap((f) => f.choices).find((c) => c.code === code)?.words;
  const q = fold(query.trim());
  const matches = (c: { code: string; words: string }) =>
    !q || fold(c.code).includes(q) || fold(c.words).includes(q);
  const choose = (code: string, chosenWords?: string) => {
    onChoose(code, chosenWords);
    setQuery('');
    setOpen(false);
  };
  const option = (code: string, optionWords: string | undefined, key: string) => (
    <li key={key}>
      <button
        type="button"
        onClick={() => choose(code, optionWords)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
        data-testid="bet-option"
      >
        <span className="min-w-0 break-words">{optionWords ?? code}</span>
        <span className="shrink-0 font-mono text-xs text-muted-foreground">{code}</span>
      </button>
    </li>
  );

  // Two cells of the leg's grid: the field beside the odds, and below both, full width, its notes and list.
  return (
    <>
      <div className="min-w-0">
        <span
          id={`${id}-label`}
          className="mb-1 flex items-center gap-1.5 text-xs font-medium text-muted-foreground"
        >
          {t('analysis.review.bet')}
          {(unsure || unknown) && (
            <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
              {t('analysis.review.unsure')}
            </span>
          )}
        </span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-labelledby={`${id}-label ${id}-value`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onClick={() => setOpen(!open)}
          className={cn(
            'flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-sm',
            (unsure || unknown) && 'border-2 border-amber-500 bg-amber-50 dark:bg-amber-950/30',
            invalid && 'border-2 border-destructive',
          )}
          data-testid="bet-field"
        >
          <span id={`${id}-value`} className="min-w-0 break-words">
            {pick ? (
              <>
                <span className="font-medium">
                  {unknown ? t('analysis.review.unknownBet') : (words ?? pick)}
                </span>{' '}
                <span className="font-mono text-xs text-muted-foreground">{pick}</span>
              </>
            ) : (
              <span className="text-muted-foreground">{t('analysis.review.chooseBet')}</span>
            )}
          </span>
          <ChevronDown
            className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
            aria-hidden
          />
        </button>
      </div>
      <div className="order-last col-span-2 min-w-0 empty:hidden">
        {children}
        {unknown && (
          <p className="mt-1 text-sm text-amber-900 dark:text-amber-200" data-testid="unknown-bet">
            {pick ? t('analysis.review.unknownBetHint', { pick }) : t('analysis.review.unreadBetHint')}
          </p>
        )}
        {open && (
          <div id={`${id}-list`} className="mt-2 rounded-lg border border-border bg-card p-2 shadow-sm">
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={t('analysis.review.searchBet')}
                aria-label={t('analysis.review.searchBet')}
                className="pl-9"
                autoComplete="off"
                data-testid="bet-search"
              />
            </div>
            <div className="mt-2 max-h-72 overflow-y-auto">
              {!!choices?.length && (
                <section>
                  <h4 className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground">
                    {t('analysis.review.ambiguous', { pick })}
                  </h4>
                  <ul>{choices.map((code) => option(code, wordsOf(code), `choice-${code}`))}</ul>
                </section>
              )}
              {families === null && <p className="px-3 py-2 text-sm text-muted-foreground">…</p>}
              {families?.map((f) => {
                const shown = f.choices.filter(matches);
                if (!shown.length) return null;
                return (
                  <section key={f.family}>
                    <h4 className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground">
                      {t(`analysis.bets.${f.family}` as Parameters<typeof t>[0])}
                    </h4>
                    <ul>{shown.map((c) => option(c.code, c.words, c.code))}</ul>
                  </section>
                );
              })}
              {query.trim() && (
                <ul>
                  <li>
                    <button
                      type="button"
                      onClick={() => choose(query.trim())}
                      className="flex min-h-11 w-full items-center rounded-lg px-3 py-2 text-left text-sm hover:bg-brand-50"
                      data-testid="bet-own-code"
                    >
                      {t('analysis.review.useOwnCode', { code: query.trim() })}
                    </button>
                  </li>
                </ul>
              )}
            </div>
          </div>
        )}
      </div>
    </>
  );
}
