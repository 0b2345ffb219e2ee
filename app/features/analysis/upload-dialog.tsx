import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { useSubscription } from '~/lib/subscription';
import { useNavigate } from 'react-router';
import { ArrowLeft, Camera, Check, ImageUp, Keyboard, Loader2 } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { Button } from '~/components/ui/button';
import { Textarea } from '~/components/ui/input';
import { Alert } from '~/components/ui/alert';
import { Progress } from '~/components/ui/progress';
import { toast } from '~/components/ui/toaster';
import type { UploadMode } from '~/lib/upload-dialog';
import { cn } from '~/lib/utils';
import { trackFunnel } from '~/lib/funnel';
import { STAGES, type ConfirmedLeg } from './analysis-client';
import { useTicketAnalysis } from './use-ticket-analysis';
import { confirmLegs, LegEditor, toEditable, type EditableLeg, type LegError } from './leg-editor';
import type { TicketReview } from './analysis-client';

// The specification's third step (upload/processing) is the analysis being busy, not a step of its own:
// when it fails the user is back where they started (the choice, or their typed text) to try again.
// A photo adds the review step: the legs as read, for the user to confirm or correct before the analysis.
type Step = 'choose' | 'manual' | 'review';

interface Review {
  /** What was read: an uploaded photo, or the typed text (reviewed when the reader is unsure of it). */
  source: { filePath: string } | { text: string };
  legs: EditableLeg[];
  printedLegCount?: number;
  totalOdds?: number;
}

/** A typed ticket goes to the review only when the reader is unsure of something in it. */
const needsReview = (legs: TicketReview['legs']) =>
  !legs.length || legs.some((l) => l.unsure.length || l.flags?.length || l.played);

export interface UploadDialogProps {
  open: boolean;
  mode: UploadMode;
  onOpenChange: (open: boolean) => void;
  /** Called after a successful analysis, e.g. to refresh the subscription status. */
  onAnalysed?: () => void;
}

export default function UploadDialog({ open, mode, onOpenChange, onAnalysed }: UploadDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} aria-describedby="upload-dialog-description">
        {open && (
          <UploadFlow
            variant="dialog"
            initialMode={mode}
            onDone={() => onOpenChange(false)}
            onAnalysed={onAnalysed}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's body; also the /upload page. Unmounting it (closing) resets everything. */
export function UploadFlow({
  variant,
  initialMode = 'choose',
  onDone,
  onAnalysed,
}: {
  variant: 'dialog' | 'page';
  initialMode?: UploadMode;
  onDone?: () => void;
  onAnalysed?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refresh: refreshSubscription } = useSubscription();
  const [step, setStep] = useState<Step>(initialMode === 'manual' ? 'manual' : 'choose');
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [review, setReview] = useState<Review | null>(null);
  // The chosen photo, shown small while it is read and analysed (the user sees which ticket is being read).
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  useEffect(() => () => void (photoUrl && URL.revokeObjectURL(photoUrl)), [photoUrl]);
  const [reviewError, setReviewError] = useState<{ error: string; at?: LegError } | null>(null);
  const { state, read, readTyped, run, reset } = useTicketAnalysis({
    badType: t('analysis.errors.badType'),
    tooLarge: t('analysis.errors.tooLarge'),
    empty: t('analysis.errors.empty'),
    fallbackManual: t('analysis.errors.fallbackManual'),
    fallbackPhoto: t('analysis.errors.fallbackPhoto'),
    onError: (message) => toast.error(t('analysis.failedTitle'), { description: message }),
  });
  const busy = state.phase === 'uploading' || state.phase === 'processing';

  useEffect(() => {
    if (initialMode === 'photo') fileInput.current?.click();
  }, [initialMode]);

  async function readPhoto(file: File) {
    const found = await read(file);
    if (!found) return;
    showReview({ filePath: found.filePath! }, found);
  }

  function showReview(source: Review['source'], found: TicketReview) {
    setReview({
      source,
      legs: found.legs.map(toEditable),
      printedLegCount: found.printedLegCount,
      totalOdds: found.totalOdds,
    });
    setReviewError(null);
    setStep('review');
  }

  /** Typed text: analysed at once when the reader is sure of every leg, else reviewed like a photo first. */
  async function checkTyped() {
    const found = await readTyped(text);
    if (!found) return;
    if (needsReview(found.legs)) showReview({ text }, found);
    else void analyse({ text });
  }

  async function analyse(
    input: { text: string; legs?: ConfirmedLeg[] } | { filePath: string; legs: ConfirmedLeg[] },
  ) {
    const result = await run(input);
    if (!result) return;
    const photo = 'filePath' in input;
    if (photo)
      toast.success(t('analysis.success.photoTitle'), { description: t('analysis.success.photoText') });
    else
      toast.success(t('analysis.success.manualTitle'), {
        description: t('analysis.success.manualText', { count: result.structuredData.length }),
      });
    onAnalysed?.();
    void refreshSubscription();
    reset();
    setText('');
    onDone?.();
    navigate(`/report-preview?id=${result.id}`, { state: result });
  }

  // The specification's upload-dialog event: which way the user chose to give the ticket.
  const chooseMethod = (method: 'photo' | 'camera' | 'manual', then: () => void) => () => {
    trackFunnel('upload_dialog_method', { method, variant });
    then();
  };

  const onFile = (files: FileList | null) => {
    const file = files?.[0];
    if (file) setPhotoUrl(URL.createObjectURL(file));
    if (file) void readPhoto(file);
  };

  return (
    <div>
      {/* Inside the dialog the title must be Radix's Title; on the /upload page it is the page heading. */}
      {variant === 'dialog' ? (
        <>
          <DialogTitle>{t('analysis.dialog.title')}</DialogTitle>
          <DialogDescription id="upload-dialog-description">
            {t('analysis.dialog.description')}
          </DialogDescription>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-extrabold tracking-tight">{t('analysis.dialog.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('analysis.dialog.description')}</p>
        </>
      )}

      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/jpg,image/png,image/webp"
        className="sr-only"
        // The visible buttons below open these pickers: the inputs themselves stay out of the tab order and the
        // accessibility tree, so each control is announced once.
        tabIndex={-1}
        aria-hidden
        data-testid="ticket-file"
        onChange={(e) => {
          onFile(e.target.files);
          e.target.value = '';
        }}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          onFile(e.target.files);
          e.target.value = '';
        }}
      />

      {state.error && (
        <Alert variant="destructive" className="mt-4" data-testid="analysis-error">
          {state.error}
        </Alert>
      )}

      {step === 'choose' && !busy && (
        <div className="mt-5 grid gap-3">
          <ChoiceButton
            icon={<ImageUp />}
            title={t('analysis.dialog.photoTitle')}
            text={t('analysis.dialog.photoText')}
            onClick={chooseMethod('photo', () => fileInput.current?.click())}
          />
          <ChoiceButton
            icon={<Camera />}
            title={t('analysis.dialog.cameraTitle')}
            text={t('analysis.dialog.cameraText')}
            onClick={chooseMethod('camera', () => cameraInput.current?.click())}
            className="sm:hidden"
          />
          <ChoiceButton
            icon={<Keyboard />}
            title={t('analysis.dialog.manualTitle')}
            text={t('analysis.dialog.manualText')}
            onClick={chooseMethod('manual', () => setStep('manual'))}
          />
        </div>
      )}

      {step === 'manual' && !busy && (
        <form
          className="mt-5 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) void checkTyped();
          }}
        >
          <Textarea
            autoFocus
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && text.trim()) {
                e.preventDefault();
                void checkTyped();
              }
            }}
            rows={7}
            placeholder={t('analysis.dialog.placeholder')}
            aria-label={t('analysis.dialog.manualTitle')}
            className="min-h-44 font-mono text-[15px]"
          />
          <p className="text-xs text-muted-foreground">
            {t('analysis.dialog.manualHint')}{' '}
            {/* Only where there is a keyboard: a phone has no Ctrl+Enter. */}
            <span className="hidden [@media(pointer:fine)]:inline">{t('analysis.dialog.keyboardHint')}</span>
          </p>
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={() => setStep('choose')}>
              <ArrowLeft />
              {t('common.back')}
            </Button>
            <Button type="submit" variant="hero" className="flex-1" disabled={!text.trim() || busy}>
              {t('analysis.dialog.analyse')}
            </Button>
          </div>
        </form>
      )}

      {step === 'review' && review && !busy && (
        <form
          className="mt-5 space-y-4"
          data-testid="review-legs"
          onSubmit={(e) => {
            e.preventDefault();
            const confirmed = confirmLegs(review.legs, t);
            if ('error' in confirmed) return setReviewError(confirmed);
            setReviewError(null);
            void analyse({ ...review.source, legs: confirmed.legs });
          }}
        >
          <div>
            <h2 className="text-lg font-bold">
              {t('filePath' in review.source ? 'analysis.review.title' : 'analysis.review.typedTitle')}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {t('filePath' in review.source ? 'analysis.review.subtitle' : 'analysis.review.typedSubtitle')}
            </p>
          </div>
          <TicketChecks review={review} />
          {!review.legs.length && <Alert variant="warning">{t('analysis.review.empty')}</Alert>}
          <LegEditor
            legs={review.legs}
            error={reviewError?.at}
            onChange={(legs) => {
              setReview({ ...review, legs });
              setReviewError(null);
            }}
          />
          {reviewError && !reviewError.at && (
            <Alert variant="destructive" data-testid="review-error">
              {reviewError.error}
            </Alert>
          )}
          <div className="sticky bottom-0 -mx-1 flex gap-2 bg-card px-1 py-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setStep('filePath' in review.source ? 'choose' : 'manual');
                setReview(null);
              }}
            >
              <ArrowLeft />
              {t('filePath' in review.source ? 'analysis.review.back' : 'common.back')}
            </Button>
            <Button type="submit" variant="hero" className="flex-1" disabled={!review.legs.length}>
              {t('analysis.review.confirm')}
            </Button>
          </div>
        </form>
      )}

      {busy && (
        <ProgressView phase={state.phase} progress={state.progress} stage={state.stage} photoUrl={photoUrl} />
      )}
    </div>
  );
}

/**
 * What the ticket's own figures say about the legs as they stand now: the number of legs it prints and its
 * total odds. Recomputed as the user edits, so a warning goes away once the legs agree with the ticket.
 */
function TicketChecks({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { legs, printedLegCount, totalOdds } = review;
  const odds = legs.map((l) => Number(l.odds.replace(',', '.')));
  const product = odds.every((o) => o > 1) ? odds.reduce((p, o) => p * o, 1) : null;
  const oddsDisagree =
    totalOdds && product && legs.length && Math.abs(product - totalOdds) > Math.max(0.02, totalOdds * 0.005);
  return (
    <>
      {printedLegCount && printedLegCount !== legs.length ? (
        <Alert variant="warning" data-testid="check-count">
          {t('analysis.review.printedCount', { count: printedLegCount, read: legs.length })}
        </Alert>
      ) : null}
      {oddsDisagree ? (
        <Alert variant="warning" data-testid="check-odds">
          {t('analysis.review.totalOdds', {
            printed: totalOdds.toFixed(2).replace('.', ','),
            product: product.toFixed(2).replace('.', ','),
          })}
        </Alert>
      ) : null}
    </>
  );
}

function ChoiceButton(props: {
  icon: React.ReactNode;
  title: string;
  text: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      className={cn(
        'flex items-center gap-4 rounded-xl border border-border bg-background p-4 text-left transition hover:border-brand-500 hover:bg-brand-50 [&_svg]:size-6 [&_svg]:text-brand-600',
        props.className,
      )}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-100">
        {props.icon}
      </span>
      <span>
        <span className="block font-semibold">{props.title}</span>
        <span className="block text-sm text-muted-foreground">{props.text}</span>
      </span>
    </button>
  );
}

function ProgressView({
  phase,
  progress,
  stage,
  photoUrl,
}: {
  phase: string;
  progress: number;
  stage: string | null;
  photoUrl: string | null;
}) {
  const { t } = useTranslation();
  const current = stage ? STAGES.indexOf(stage as (typeof STAGES)[number]) : -1;
  return (
    <div className="mt-6 space-y-4" aria-live="polite" data-testid="analysis-progress">
      {photoUrl && (
        <img
          src={photoUrl}
          alt={t('analysis.dialog.photoAlt')}
          className="mx-auto h-28 w-auto rounded-lg border border-border object-contain shadow-sm"
          data-testid="photo-thumbnail"
        />
      )}
      <div className="flex items-center justify-between text-sm font-medium">
        <span>
          {phase === 'uploading'
            ? t('analysis.uploading')
            : t(`analysis.stages.${STAGES[Math.max(0, current)]}`)}
        </span>
        <span>{progress}%</span>
      </div>
      <Progress value={progress} label={t('analysis.dialog.title')} />
      <ol className="space-y-2">
        {STAGES.map((s, i) => {
          const status =
            phase === 'uploading' ? 'pending' : i < current ? 'done' : i === current ? 'active' : 'pending';
          return (
            <li key={s} data-stage={s} data-status={status} className="flex items-center gap-3 text-sm">
              <span
                className={cn(
                  'flex size-6 items-center justify-center rounded-full border',
                  status === 'done' && 'border-brand-500 bg-brand-500 text-white',
                  status === 'active' && 'border-brand-500 text-brand-600',
                  status === 'pending' && 'border-border text-muted-foreground',
                )}
              >
                {status === 'done' ? (
                  <Check className="size-3.5" />
                ) : status === 'active' ? (
                  <Loader2 className="size-3.5 animate-spin" />
                ) : (
                  i + 1
                )}
              </span>
              <span
                className={cn(
                  status === 'pending' && 'text-muted-foreground',
                  status === 'active' && 'font-semibold',
                )}
              >
                {t(`analysis.stages.${s}`)}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="text-xs text-muted-foreground">{t('analysis.dialog.timeNote')}</p>
    </div>
  );
}
