import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';

/**
 * Spending an analysis of the plan asks first (issue 31 item 3): "Otključati izveštaj? Ostaje ti N od M analiza.",
 * N being what remains after this one (with "od M" the noun's form is right for every N). `ask` opens the question; the spending runs only on "Otključaj".
 */
export function useConfirmUnlock(left: number, limit: number, onConfirm: () => void | Promise<void>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialog = (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={t('common.close')} data-testid="confirm-unlock">
        <DialogTitle>{t('billing.unlock.confirmTitle')}</DialogTitle>
        <DialogDescription>
          {t('billing.unlock.confirmText', { count: Math.max(0, left - 1), limit })}
        </DialogDescription>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('billing.unlock.confirmNo')}</Button>
          </DialogClose>
          <Button
            variant="hero"
            onClick={async () => {
              setOpen(false);
              await onConfirm();
            }}
          >
            {t('billing.unlock.confirmYes')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
  return { ask: () => setOpen(true), dialog };
}
