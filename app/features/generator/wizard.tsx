import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft, ArrowRight, Loader2, Sparkles } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { postJson } from '~/lib/api';
import { trackFunnel } from '~/lib/funnel';
import { cn } from '~/lib/utils';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { InputField } from '~/components/form-field';
import { Progress } from '~/components/ui/progress';
import { Badge } from '~/components/ui/badge';
import { toast } from '~/components/ui/toaster';
import { TicketCard, type TicketView } from './ticket-card';
import type { Lang } from '~/lib/i18n';
import { formatMoney } from '../../../server/common/format';

type Step = 'sport' | 'type' | 'stake' | 'generating' | 'result';
type TicketType = 'safe' | 'mixed' | 'surprise';
// Offered only where the fixtures source finds matches (the loader says which); the rest are coming soon.
const SPORTS = ['football', 'basketball', 'tennis', 'handball', 'volleyball', 'hockey'] as const;
type SportId = (typeof SPORTS)[number];
const TYPES: TicketType[] = ['safe', 'mixed', 'surprise'];
/** Stakes as bettors in Serbia (dinars), Bosnia (marks) and Croatia or Montenegro (euros) place them. */
const CURRENCIES = ['EUR', 'RSD', 'BAM'] as const;
type Currency = (typeof CURRENCIES)[number];
const STAKES: Record<Currency, number[]> = {
  EUR: [5, 10, 20, 50, 100],
  RSD: [200, 500, 1000, 2000, 5000],
  BAM: [10, 20, 50, 100, 200],
};
const CURRENCY_LABEL: Record<Currency, string> = { EUR: '€', RSD: 'RSD', BAM: 'KM' };
const PROGRESS: Record<Step, number> = { sport: 25, type: 50, stake: 75, generating: 90, result: 100 };
const MIN_STAKE = 1;

interface GenerateResponse {
  success: boolean;
  message: string;
  /** The id is null when the ticket could not be stored (the flow goes on to payment without it). */
  ticket: (TicketView & { id: string | null }) | null;
}

/** The generator wizard: sport → type → stake → generating → result. */
export function GeneratorWizard({
  debug,
  allowanceLeft,
  sports,
}: {
  debug: boolean;
  allowanceLeft: number;
  /** The sports the fixtures source can find matches in; the others show as coming soon. */
  sports: readonly string[];
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('sport');
  const [sport, setSport] = useState<SportId | null>(null);
  const [type, setType] = useState<TicketType | null>(null);
  const [stake, setStake] = useState(10);
  const [currency, setCurrency] = useState<Currency>('EUR');
  const [result, setResult] = useState<GenerateResponse | null>(null);
  const [sim, setSim] = useState(0);
  const [status, setStatus] = useState(0);
  const [busy, setBusy] = useState(false);
  const [lastCall, setLastCall] = useState<Record<string, unknown> | null>(null);
  const statuses = t('generator.wizard.status', { returnObjects: true }) as string[];

  useEffect(() => {
    if (step !== 'generating') return;
    setSim(0);
    setStatus(0);
    const grow = setInterval(() => setSim((p) => Math.min(100, p + 2)), 60);
    const texts = setInterval(() => setStatus((s) => Math.min(statuses.length - 1, s + 1)), 750);
    return () => {
      clearInterval(grow);
      clearInterval(texts);
    };
  }, [step, statuses.length]);

  async function generate() {
    setStep('generating');
    trackFunnel('generation_start', { sport: sport!, type: type!, stake });
    const request = { sport, ticketType: type, stake, currency };
    const res = await postJson<GenerateResponse>('/api/generate-real-ticket', request);
    setLastCall({
      endpoint: '/api/generate-real-ticket',
      status: res.status,
      timestamp: new Date().toISOString(),
      request,
      response: res.data ?? res.message,
    });
    if (!res.data) console.error('generate-real-ticket failed', res.status, res.message);
    setResult(res.data ?? { success: false, message: t('generator.result.error'), ticket: null });
    trackFunnel('generation_complete', { sport: sport!, type: type!, success: !!res.data?.success });
    if (res.data?.success && res.data.ticket)
      trackFunnel('ticket_preview', { sport: sport!, type: type!, legs: res.data.ticket.events.length });
    setStep('result');
  }

  async function download() {
    const ticket = result?.ticket;
    if (!ticket) return;
    trackFunnel('unlock_intent', { allowance: allowanceLeft > 0 && !!ticket.id });
    // Not stored: on to payment without a ticket, which says so (docs/decisions/012).
    if (!ticket.id) return navigate('/ai-generator/payment');
    if (allowanceLeft > 0) {
      setBusy(true);
      const res = await postJson('/api/unlock-generated', { ticket_id: ticket.id });
      setBusy(false);
      if (res.ok) return navigate(`/ai-generator/result?ticket=${ticket.id}`);
      toast.error(res.message ?? t('generator.result.error'));
    }
    navigate(`/ai-generator/payment?ticket=${ticket.id}`, { state: { ocrResultId: ticket.id } });
  }

  const back = () => {
    if (step === 'sport') navigate('/ai-generator');
    else if (step === 'type') setStep('sport');
    else if (step === 'stake') setStep('type');
    else if (step === 'result') setStep('stake');
  };
  const canNext =
    step === 'sport' ? !!sport : step === 'type' ? !!type : step === 'stake' ? stake >= MIN_STAKE : false;
  const next = () => {
    if (step === 'sport') {
      trackFunnel('sport_selected', { sport: sport! });
      setStep('type');
    } else if (step === 'type') {
      trackFunnel('ticket_type_selected', { type: type! });
      setStep('stake');
    } else if (step === 'stake') {
      trackFunnel('stake_set', { stake });
      void generate();
    }
  };

  return (
    <section className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('generator.wizard.title')}</h1>
      <Progress value={PROGRESS[step]} className="mt-4" label={`${PROGRESS[step]}%`} />

      <div className="mt-6" data-step={step}>
        {step === 'sport' && (
          <>
            <h2 className="text-lg font-bold">{t('generator.wizard.sportTitle')}</h2>
            <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {SPORTS.map((id) => {
                const soon = !sports.includes(id);
                const s = { id };
                return (
                  <button
                    key={s.id}
                    type="button"
                    disabled={soon}
                    aria-pressed={sport === s.id}
                    data-sport={s.id}
                    onClick={() => setSport(s.id)}
                    className={cn(
                      'relative rounded-2xl border-2 bg-card p-4 text-left transition disabled:cursor-not-allowed disabled:opacity-50',
                      sport === s.id ? 'border-brand-500 shadow-md' : 'border-border hover:border-brand-300',
                    )}
                  >
                    <span className="font-bold">{t(`generator.wizard.sports.${s.id}.name`)}</span>
                    <span className="mt-1 block text-xs text-muted-foreground">
                      {t(`generator.wizard.sports.${s.id}.text`)}
                    </span>
                    <Badge variant={soon ? 'outline' : 'success'} className="mt-2">
                      {soon ? t('generator.wizard.soon') : t('generator.wizard.popular')}
                    </Badge>
                  </button>
                );
              })}
            </div>
          </>
        )}

        {step === 'type' && (
          <>
            <h2 className="text-lg font-bold">{t('generator.wizard.typeTitle')}</h2>
            <div className="mt-3 grid gap-3">
              {TYPES.map((id) => (
                <button
                  key={id}
                  type="button"
                  aria-pressed={type === id}
                  data-type={id}
                  onClick={() => setType(id)}
                  className={cn(
                    'flex items-center justify-between rounded-2xl border-2 bg-card p-4 text-left transition',
                    type === id ? 'border-brand-500 shadow-md' : 'border-border hover:border-brand-300',
                  )}
                >
                  <span>
                    <span className="font-bold">{t(`generator.wizard.types.${id}.name`)}</span>
                    <span className="mt-1 block text-xs text-muted-foreground">
                      {t('generator.wizard.risk')}: {t(`generator.wizard.types.${id}.risk`)}
                    </span>
                  </span>
                  <span className="text-right text-xs text-muted-foreground">
                    {t('generator.wizard.typicalOdds')}
                    <span className="block font-mono text-base font-bold text-foreground">
                      {t(`generator.wizard.types.${id}.odds`)}
                    </span>
                  </span>
                </button>
              ))}
            </div>
          </>
        )}

        {step === 'stake' && (
          <>
            <h2 className="text-lg font-bold">{t('generator.wizard.stakeTitle')}</h2>
            <div
              className="mt-3 flex gap-1 rounded-lg bg-muted p-1"
              role="group"
              aria-label={t('generator.wizard.currency')}
            >
              {CURRENCIES.map((c) => (
                <button
                  key={c}
                  type="button"
                  aria-pressed={currency === c}
                  data-currency={c}
                  onClick={() => {
                    setCurrency(c);
                    setStake(STAKES[c][1]);
                  }}
                  className={cn(
                    'flex-1 rounded-md px-3 py-1.5 text-sm font-semibold',
                    currency === c ? 'bg-card shadow-sm' : 'text-muted-foreground',
                  )}
                >
                  {CURRENCY_LABEL[c]}
                </button>
              ))}
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              {STAKES[currency].map((s) => (
                <Button
                  key={s}
                  variant={stake === s ? 'default' : 'outline'}
                  onClick={() => setStake(s)}
                  data-stake={s}
                >
                  {formatMoney(lang, s, currency).replace(/,00(?=\D)/, '')}
                </Button>
              ))}
            </div>
            <InputField
              id="stake"
              label={t('generator.wizard.custom', { currency: CURRENCY_LABEL[currency] })}
              className="mt-4 max-w-48"
              type="number"
              min={MIN_STAKE}
              step={0.1}
              value={stake}
              aria-invalid={stake < MIN_STAKE}
              aria-describedby="stake-note"
              onChange={(e) => setStake(Math.max(0, Math.round(Number(e.target.value) * 100) / 100))}
            />
            {stake < MIN_STAKE ? (
              <p id="stake-note" className="mt-2 text-sm font-medium text-destructive" role="alert">
                {t('generator.wizard.stakeMin', {
                  min: formatMoney(lang, MIN_STAKE, currency).replace(/,00(?=\D)/, ''),
                })}
              </p>
            ) : (
              <p id="stake-note" className="mt-2 text-sm text-muted-foreground">
                {formatMoney(lang, stake, currency)} · {t('generator.wizard.stakeNote')}
              </p>
            )}
          </>
        )}

        {step === 'generating' && (
          <Card className="flex flex-col items-center gap-4 p-8 text-center" aria-live="polite">
            <Sparkles className="size-10 animate-pulse text-brand-600" aria-hidden />
            <p className="text-lg font-bold">{t('generator.wizard.generatingTitle')}</p>
            <Progress value={sim} className="w-full" />
            <p className="text-sm text-muted-foreground">{statuses[status]}</p>
          </Card>
        )}

        {step === 'result' && result && (
          <div className="space-y-4">
            {result.success && result.ticket ? (
              <>
                <TicketCard ticket={result.ticket} />
                <Button
                  variant="hero"
                  size="lg"
                  className="w-full"
                  onClick={download}
                  disabled={busy}
                  data-testid="download-ticket"
                >
                  {busy && <Loader2 className="animate-spin" />}
                  {allowanceLeft > 0
                    ? t('generator.result.useAllowance', { count: allowanceLeft })
                    : t('generator.result.download')}
                </Button>
              </>
            ) : (
              <Card className="p-6 text-center" data-testid="generator-empty">
                {sport === 'football' || sport === 'basketball' ? (
                  <>
                    <p className="text-lg font-bold">
                      {sport === 'football'
                        ? t('generator.result.emptyFootball')
                        : t('generator.result.emptyBasketball')}
                    </p>
                    <p className="mt-1 text-sm text-muted-foreground">
                      {t('generator.result.emptyText', {
                        sport:
                          sport === 'football'
                            ? t('generator.result.emptySportFootball')
                            : t('generator.result.emptySportBasketball'),
                      })}
                    </p>
                  </>
                ) : (
                  <>
                    <p className="text-lg font-bold">{t('generator.result.soonTitle')}</p>
                    <p className="mt-1 text-sm text-muted-foreground">{t('generator.result.soonText')}</p>
                  </>
                )}
                <Button
                  variant="outline"
                  className="mt-4"
                  onClick={() => {
                    setResult(null);
                    setStep('sport');
                  }}
                >
                  {t('generator.result.tryOther')}
                </Button>
              </Card>
            )}
          </div>
        )}
      </div>

      {step !== 'generating' && (
        <div className="mt-6 flex justify-between gap-3">
          <Button variant="ghost" onClick={back}>
            <ArrowLeft /> {t('generator.wizard.back')}
          </Button>
          {step !== 'result' && (
            <Button variant="hero" onClick={next} disabled={!canNext} data-testid="wizard-next">
              {step === 'stake' ? t('generator.wizard.generate') : t('generator.wizard.next')} <ArrowRight />
            </Button>
          )}
        </div>
      )}

      {debug && lastCall && (
        <pre
          className="mt-6 max-h-64 overflow-auto rounded-xl border border-yellow-400 bg-yellow-50 p-3 text-xs text-yellow-950"
          data-testid="debug-panel"
        >
          {JSON.stringify(lastCall, null, 2)}
        </pre>
      )}
    </section>
  );
}
