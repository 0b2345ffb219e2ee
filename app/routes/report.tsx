import { useEffect } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/report';
import { ReportUnavailable, ReportView } from '~/features/analysis/report-view';
import { requireUser } from '../../server/modules/accounts/session-user';
import { getFullReport } from '../../server/modules/reports/report-store';
import type { AnalysisReport } from '../../server/modules/analysis/report-types';
import type { TicketStructure } from '../../server/modules/tickets/types';

type Reason = 'missingId' | 'notFound' | 'notPaid' | 'failed';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireUser(context.ctx, request);
  if (!params.reportId) return data({ reason: 'missingId' as Reason, report: null }, { status: 404 });
  try {
    const row = await getFullReport(context.ctx.services.db, params.reportId, user.id);
    const structure = row.structuredData as TicketStructure | null;
    return {
      reason: null,
      report: {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        extractedText: row.extractedText,
        report: row.report as AnalysisReport | null,
        aiAnalysis: row.aiAnalysis,
        // The stake and payout as read from the ticket, shown beside the analysis when the ticket prints them.
        ticket: {
          stake: structure?.stake ?? null,
          payout: structure?.payout ?? null,
          currency: structure?.currency ?? null,
        },
        // The printed report carries the web address.
        site: context.ctx.services.config.PUBLIC_URL.replace(/^https?:\/\//, '').replace(/\/$/, ''),
      },
    };
  } catch (error) {
    const code = (error as { code?: string }).code;
    const reason: Reason =
      code === 'NOT_FOUND' ? 'notFound' : code === 'PAYMENT_REQUIRED' ? 'notPaid' : 'failed';
    if (reason === 'failed') context.ctx.services.logger.error({ err: error }, 'report load failed');
    // The view explains it; the status tells caches and crawlers the same (another user's id is "not found").
    const status = { notFound: 404, notPaid: 402, failed: 500, missingId: 404 }[reason];
    return data({ reason, report: null }, { status });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Izveštaj | Tiket AI' },
  { name: 'robots', content: 'noindex' },
];

export default function ReportRoute({ loaderData }: Route.ComponentProps) {
  const id = loaderData.report?.id;
  // The report a payment was for has now been seen: the pending id is used up.
  useEffect(() => {
    if (id && localStorage.getItem('pendingReportId') === id) localStorage.removeItem('pendingReportId');
  }, [id]);
  return loaderData.report ? (
    <ReportView data={loaderData.report} />
  ) : (
    <ReportUnavailable reason={loaderData.reason ?? 'failed'} />
  );
}
