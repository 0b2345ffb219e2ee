import { Link } from 'react-router';
import { Crown, Download, RefreshCw, Share2 } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { toast } from '~/components/ui/toaster';
import { TicketCard, type TicketView } from './ticket-card';

/** /ai-generator/result: the ticket that was paid for, in full, with share, PDF and the month's allowance. */
export function PaidTicket({
  id,
  ticket,
  premium,
  generatedLeft,
}: {
  id: string;
  ticket: TicketView;
  premium: boolean;
  generatedLeft: number;
}) {
  const { t } = useTranslation();
  /** Native share where there is one; otherwise, or when it fails (not when the user cancels), copy the link. */
  async function share() {
    const url = window.location.href;
    if (navigator.share) {
      const shared = await navigator.share({ title: t('generator.result.title'), url }).then(
        () => true,
        (error: unknown) => error instanceof DOMException && error.name === 'AbortError',
      );
      if (shared) return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('generator.paid.copied'));
    } catch (error) {
      console.error('copying the ticket link failed', error);
      toast.error(t('generator.paid.copyFailed'));
    }
  }
  return (
    <section className="mx-auto max-w-2xl space-y-5 px-4 py-8">
      {premium && (
        <Card className="flex gap-3 border-amber-300 bg-amber-50 p-4" data-testid="premium-banner">
          <Crown className="size-6 shrink-0 text-amber-500" aria-hidden />
          <div>
            <p className="font-bold">{t('generator.paid.premium')}</p>
            <p className="text-sm text-muted-foreground">{t('generator.paid.premiumText')}</p>
          </div>
        </Card>
      )}
      <TicketCard ticket={ticket} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Button asChild variant="outline">
          <Link to="/ai-generator/create">
            <RefreshCw /> {t('generator.paid.newGeneration')}
          </Link>
        </Button>
        <Button variant="outline" onClick={share}>
          <Share2 /> {t('generator.paid.share')}
        </Button>
        <Button asChild variant="hero">
          <a href={`/api/generated-ticket/${id}/pdf`} download data-testid="pdf">
            <Download /> {t('generator.paid.pdf')}
          </a>
        </Button>
      </div>
      <Card className="p-5">
        <p className="font-bold">{t('generator.paid.next')}</p>
        <p className="mt-1 text-sm text-muted-foreground" data-testid="generated-left">
          {generatedLeft > 0
            ? t('generator.paid.left', { count: generatedLeft })
            : t('generator.paid.noneLeft')}
        </p>
      </Card>
    </section>
  );
}
