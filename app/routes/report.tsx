import { useEffect } from 'react';
import type { Route } from './+types/report';
import { ReportUnavailable, ReportView } from '~/features/analysis/report-view';
import { requireUser } from '../../server/modules/accounts/session-user';
import { getFullReport } from '../../server/modules/reports/report-store';
import type { AnalysisReport } from '../../server/modules/reports/pipeline';

type Reason = 'missingId' | 'notFound' | 'notPaid' | 'failed';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireUser(context.ctx, request);
  if (!params.reportId) return { reason: 'missingId' as Reason, report: null };
  try {
    const row = await getFullReport(context.ctx.services.db, params.reportId, user.id);
    return {
      reason: null,
      report: {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        extractedText: row.extractedText,
        report: row.report as AnalysisReport | null,
        aiAnalysis: row.aiAnalysis,
      },
    };
  } catch (error) {
    const code = (error as { code?: string }).code;
    const reason: Reason =
      code === 'NOT_FOUND' ? 'notFound' : code === 'PAYMENT_REQUIRED' ? 'notPaid' : 'failed';
    if (reason === 'failed') context.ctx.services.logger.error({ err: error }, 'report load failed');
    return { reason, report: null };
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Izveštaj | Tiket AI' },
  { name: 'robots', content: 'noindex' },
];

export default function ReportRoute({ loaderData }: Route.ComponentProps) {
  const id = loaderData.report?.id;
  // The report a payment was for has now been seen: the pending id is used up (spec section 3).
  useEffect(() => {
    if (id && localStorage.getItem('pendingReportId') === id) localStorage.removeItem('pendingReportId');
  }, [id]);
  return loaderData.report ? (
    <ReportView data={loaderData.report} />
  ) : (
    <ReportUnavailable reason={loaderData.reason ?? 'failed'} />
  );
}
