import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Pencil } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { postJson } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { Alert } from '~/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { toast } from '~/components/ui/toaster';
import { confirmLegs, LegEditor, toEditable, type EditableLeg, type LegError } from './leg-editor';
import type { ReportPreview } from '../../../server/modules/reports/report-preview';

/**
 * "Ispravi parove" on the preview: the owner corrects a misread or mistyped leg and the same report is
 * analysed again (free a few times), then the page shows the new numbers.
 */
export function CorrectLegs({ preview }: { preview: ReportPreview }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [legs, setLegs] = useState<EditableLeg[]>([]);
  const [error, setError] = useState<{ error: string; at?: LegError } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!preview.correctionsLeft) return null;

  const start = () => {
    setLegs(preview.legs.map(toEditable));
    setError(null);
    setOpen(true);
  };
  const save = async () => {
    const confirmed = confirmLegs(legs, t);
    if ('error' in confirmed) return setError(confirmed);
    setBusy(true);
    const res = await postJson(`/api/reports/${preview.id}/legs`, { legs: confirmed.legs });
    setBusy(false);
    if (!res.ok) return setError({ error: res.message ?? t('analysis.errors.fallbackManual') });
    setOpen(false);
    toast.success(t('analysis.review.saved'));
    await revalidator.revalidate();
  };

  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={start} data-testid="correct-legs">
        <Pencil />
        {t('analysis.review.correct')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('common.close')} aria-describedby="correct-legs-description">
          <DialogTitle>{t('analysis.review.correctTitle')}</DialogTitle>
          <DialogDescription id="correct-legs-description">
            {t('analysis.review.correctText')}{' '}
            {t('analysis.review.correctionsLeft', { count: preview.correctionsLeft })}
          </DialogDescription>
          <form
            className="mt-4 space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <LegEditor
              legs={legs}
              error={error?.at}
              onChange={(next) => {
                setLegs(next);
                setError(null);
              }}
            />
            {error && !error.at && (
              <Alert variant="destructive" data-testid="correct-error">
                {error.error}
              </Alert>
            )}
            <Button type="submit" variant="hero" className="w-full" disabled={busy || !legs.length}>
              {t('analysis.review.save')}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
