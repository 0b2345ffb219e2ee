import { useId } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { cn } from '~/lib/utils';
import type { TFunction } from '~/lib/translate';
import type { ConfirmedLeg } from './analysis-client';
import { BetField } from './bet-field';
import { PlayedBadge } from './played-badge';
import type { PlayedLeg } from '../../../server/modules/analysis/played-legs';

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
  /** The bet in words, while the pick is the one they describe. */
  bet?: string;
  /** An ambiguous code's readings; why the leg is marked ('unknown-bet', 'ambiguous-code', 'default-pick' …). */
  choices?: string[];
  flags?: string[];
  /** The match was already played: shown with its result. */
  played?: PlayedLeg;
}

export const toEditable = (
  leg: ConfirmedLeg & Pick<EditableLeg, 'unsure' | 'bet' | 'choices' | 'flags' | 'played'>,
): EditableLeg => ({
  ...leg,
  odds: leg.odds.toFixed(2).replace('.', ','),
});

type Field = 'home' | 'away' | 'pick' | 'odds';

/** A problem with one leg's field, in the user's words, shown under that field. */
export interface LegError {
  index: number;
  field: Field;
  message: string;
}

const parseOdds = (text: string) => Number(text.trim().replace(',', '.'));

/**
 * The legs ready to send, or the first problem in the user's words and where it is (which leg, which field). The
 * server checks again; this only saves a round trip.
 */
export function confirmLegs(
  legs: EditableLeg[],
  t: TFunction,
): { legs: ConfirmedLeg[] } | { error: string; at?: LegError } {
  if (!legs.length) return { error: t('analysis.review.noLegs') };
  const out: ConfirmedLeg[] = [];
  for (const [index, leg] of legs.entries()) {
    const n = index + 1;
    const problem = (field: Field, message: string) => ({ error: message, at: { index, field, message } });
    if (!leg.home.trim()) return problem('home', t('analysis.review.missingHome', { n }));
    if (!leg.pick.trim()) return problem('pick', t('analysis.review.missingPick', { n }));
    if (leg.flags?.includes('unknown-bet')) return problem('pick', t('analysis.review.chooseUnknown', { n }));
    const odds = parseOdds(leg.odds);
    if (!Number.isFinite(odds) || odds <= 1 || odds >= 1000)
      return problem('odds', t('analysis.review.badOdds', { n }));
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
  error,
}: {
  legs: EditableLeg[];
  onChange: (legs: EditableLeg[]) => void;
  /** The problem to show under its field, until the user changes that leg. */
  error?: LegError | null;
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
            error={error?.index === i ? error : null}
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

/** Each field's label, the "unsure" mark it shares (home and away are one: the teams) and its input's looks. */
const FIELDS: Record<
  Exclude<Field, 'pick'>,
  { unsure: string; maxLength: number; mono?: boolean; numeric?: boolean }
> = {
  home: { unsure: 'teams', maxLength: 100 },
  away: { unsure: 'teams', maxLength: 100 },
  odds: { unsure: 'odds', maxLength: 7, mono: true, numeric: true },
};

function LegRow({
  n,
  leg,
  error,
  onChange,
  onRemove,
}: {
  n: number;
  leg: EditableLeg;
  error: LegError | null;
  onChange: (patch: Partial<EditableLeg>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const message = (name: Field) =>
    error?.field === name ? (
      <p
        id={errorId}
        role="alert"
        className="mt-1 text-sm font-medium text-destructive"
        data-testid="leg-error"
      >
        {error.message}
      </p>
    ) : null;
  const field = (name: Exclude<Field, 'pick'>) => {
    const spec = FIELDS[name];
    const unsure = leg.unsure?.includes(spec.unsure) ?? false;
    const invalid = error?.field === name;
    return (
      <div className="min-w-0">
        <label
          htmlFor={`${id}-${name}`}
          className="mb-1 flex items-center gap-1.5 text-xs font-medium text-muted-foreground"
        >
          {t(`analysis.review.${name}`)}
          {unsure && (
            <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
              {t('analysis.review.unsure')}
            </span>
          )}
        </label>
        <Input
          id={`${id}-${name}`}
          value={leg[name]}
          onChange={(e) => onChange({ [name]: e.target.value })}
          className={cn(
            'min-h-11',
            spec.mono && 'font-mono',
            unsure &&
              'border-2 border-amber-500 bg-amber-50 focus-visible:ring-amber-500 dark:bg-amber-950/30',
            invalid && 'border-2 border-destructive',
          )}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          autoComplete="off"
          maxLength={spec.maxLength}
          {...(spec.numeric ? { inputMode: 'decimal' as const } : {})}
        />
        {message(name)}
      </div>
    );
  };
  const kickoff = kickoffText(leg.kickoff);
  return (
    <li className="rounded-xl border border-border bg-background p-3 shadow-sm" data-testid="leg-row">
      <div className="mb-2 flex items-start justify-between gap-2">
        <div className="min-w-0 text-sm">
          <span className="font-semibold">{t('analysis.review.leg', { n })}</span>
          {(leg.league || kickoff) && (
            <span className="ml-2 break-words text-muted-foreground" data-testid="leg-when">
              {[leg.league, kickoff].filter(Boolean).join(' · ')}
            </span>
          )}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onRemove}
          aria-label={t('analysis.review.remove', { n })}
          className="size-11 shrink-0 text-muted-foreground hover:text-destructive"
        >
          <Trash2 />
        </Button>
      </div>
      {leg.played && <PlayedBadge played={leg.played} className="mb-2" />}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {field('home')}
        {field('away')}
      </div>
      <div className="mt-2 grid grid-cols-[minmax(0,1fr)_6.5rem] gap-2">
        <BetField
          pick={leg.pick}
          words={leg.bet}
          choices={leg.choices}
          unknown={leg.flags?.includes('unknown-bet') ?? false}
          unsure={leg.unsure?.includes('pick') ?? false}
          invalid={error?.field === 'pick'}
          describedBy={error?.field === 'pick' ? errorId : undefined}
          onChoose={(pick, bet) =>
            onChange({
              pick,
              bet,
              choices: undefined,
              flags: leg.flags?.filter(
                (f) => f !== 'unknown-bet' && f !== 'ambiguous-code' && f !== 'default-pick',
              ),
            })
          }
        >
          {message('pick')}
          {leg.flags?.includes('default-pick') && (
            <p className="mt-1 text-sm text-muted-foreground" data-testid="default-pick">
              {t('analysis.review.defaultPick')}
            </p>
          )}
        </BetField>
        {field('odds')}
      </div>
    </li>
  );
}

/** "2026-11-28 20:45" as "28. 11. 20:45"; a kickoff as printed ("ned 20:45") stays as it is. */
function kickoffText(kickoff: string | undefined): string | undefined {
  const m = kickoff && /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}:\d{2}))?/.exec(kickoff);
  if (!m) return kickoff;
  return `${Number(m[3])}. ${Number(m[2])}.${m[4] ? ` ${m[4]}` : ''}`;
}
