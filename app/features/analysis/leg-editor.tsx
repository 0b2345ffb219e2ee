import { useId } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { cn } from '~/lib/utils';
import type { TFunction } from '~/lib/translate';

/** A leg as the reader gave it and the user edits it; `odds` stays text while typed ("1,8"). */
export interface EditableLeg {
  home: string;
  away: string;
  pick: string;
  odds: string;
  league?: string;
  kickoff?: string;
  /** Fields the reader was unsure of: 'teams', 'pick', 'odds'. */
  unsure?: string[];
}

export interface ConfirmedLeg {
  home: string;
  away: string;
  pick: string;
  odds: number;
  league?: string;
  kickoff?: string;
}

export const toEditable = (leg: ConfirmedLeg & { unsure?: string[] }): EditableLeg => ({
  ...leg,
  odds: leg.odds.toFixed(2).replace('.', ','),
});

const parseOdds = (text: string) => Number(text.trim().replace(',', '.'));

/**
 * The legs ready to send, or the first problem in the user's words (which leg, which field). The server
 * checks again; this only saves a round trip.
 */
export function confirmLegs(legs: EditableLeg[], t: TFunction): { legs: ConfirmedLeg[] } | { error: string } {
  if (!legs.length) return { error: t('analysis.review.noLegs') };
  const out: ConfirmedLeg[] = [];
  for (const [i, leg] of legs.entries()) {
    const n = i + 1;
    if (!leg.home.trim()) return { error: t('analysis.review.missingHome', { n }) };
    if (!leg.pick.trim()) return { error: t('analysis.review.missingPick', { n }) };
    const odds = parseOdds(leg.odds);
    if (!Number.isFinite(odds) || odds <= 1 || odds >= 1000)
      return { error: t('analysis.review.badOdds', { n }) };
    out.push({
      home: leg.home.trim(),
      away: leg.away.trim(),
      pick: leg.pick.trim(),
      odds,
      ...(leg.league ? { league: leg.league } : {}),
      ...(leg.kickoff ? { kickoff: leg.kickoff } : {}),
    });
  }
  return { legs: out };
}

/** The legs as editable cards: teams, pick and odds per leg, uncertain fields marked; delete and add. */
export function LegEditor({
  legs,
  onChange,
}: {
  legs: EditableLeg[];
  onChange: (legs: EditableLeg[]) => void;
}) {
  const { t } = useTranslation();
  const update = (i: number, patch: Partial<EditableLeg>) =>
    onChange(
      legs.map((l, k) => {
        if (k !== i) return l;
        // A field the user touched is theirs now: no longer marked as unsure.
        const touched = Object.keys(patch).map((f) => (f === 'home' || f === 'away' ? 'teams' : f));
        return { ...l, ...patch, unsure: l.unsure?.filter((u) => !touched.includes(u)) };
      }),
    );
  return (
    <div className="space-y-3" data-testid="leg-editor">
      {legs.some((l) => l.unsure?.length) && (
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <span
            className="inline-block size-3 rounded-sm border-2 border-amber-500 bg-amber-50"
            aria-hidden
          />
          {t('analysis.review.unsureHint')}
        </p>
      )}
      <ol className="space-y-3">
        {legs.map((leg, i) => (
          <LegRow
            key={i}
            n={i + 1}
            leg={leg}
            onChange={(patch) => update(i, patch)}
            onRemove={() => onChange(legs.filter((_, k) => k !== i))}
          />
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="w-full border-dashed"
        onClick={() => onChange([...legs, { home: '', away: '', pick: '', odds: '' }])}
        data-testid="add-leg"
      >
        <Plus />
        {t('analysis.review.add')}
      </Button>
    </div>
  );
}

type Field = 'home' | 'away' | 'pick' | 'odds';

/** Each field's label, the "unsure" mark it shares (home and away are one: the teams) and its input's looks. */
const FIELDS: Record<Field, { unsure: string; maxLength: number; mono?: boolean; numeric?: boolean }> = {
  home: { unsure: 'teams', maxLength: 100 },
  away: { unsure: 'teams', maxLength: 100 },
  pick: { unsure: 'pick', maxLength: 40, mono: true },
  odds: { unsure: 'odds', maxLength: 7, mono: true, numeric: true },
};

function LegRow({
  n,
  leg,
  onChange,
  onRemove,
}: {
  n: number;
  leg: EditableLeg;
  onChange: (patch: Partial<EditableLeg>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const field = (name: Field) => {
    const spec = FIELDS[name];
    const unsure = leg.unsure?.includes(spec.unsure) ?? false;
    return (
      <div className="min-w-0">
        <label
          htmlFor={`${id}-${name}`}
          className="mb-1 flex items-center gap-1.5 text-xs font-medium text-muted-foreground"
        >
          {t(`analysis.review.${name}`)}
          {unsure && (
            <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-800">
              {t('analysis.review.unsure')}
            </span>
          )}
        </label>
        <Input
          id={`${id}-${name}`}
          value={leg[name]}
          onChange={(e) => onChange({ [name]: e.target.value })}
          className={cn(
            spec.mono && 'font-mono',
            unsure &&
              'border-2 border-amber-500 bg-amber-50 focus-visible:ring-amber-500 dark:bg-amber-950/30',
          )}
          autoComplete="off"
          maxLength={spec.maxLength}
          {...(spec.numeric ? { inputMode: 'decimal' as const } : {})}
          {...(name === 'pick' ? { autoCapitalize: 'characters' } : {})}
        />
      </div>
    );
  };
  return (
    <li className="rounded-xl border border-border bg-background p-3 shadow-sm" data-testid="leg-row">
      <div className="mb-2 flex items-center justify-between">
        <span className="text-sm font-semibold">
          {t('analysis.review.leg', { n })}
          {leg.league && <span className="ml-2 font-normal text-muted-foreground">{leg.league}</span>}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onRemove}
          aria-label={t('analysis.review.remove', { n })}
          className="size-9 text-muted-foreground hover:text-destructive"
        >
          <Trash2 />
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {field('home')}
        {field('away')}
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {field('pick')}
        {field('odds')}
      </div>
    </li>
  );
}
