import { data, redirect } from 'react-router';
import type { Route } from './+types/report-preview';
import { serverT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import { ReportPreviewView, PreviewNotFound } from '~/features/analysis/report-preview-view';
import { loadReportPreview } from '../../server/modules/reports/report-preview';
import { recordFunnelEvent } from '../../server/modules/billing/funnel';
import { autoUnlock } from '../../server/modules/billing/quota';
import { findSubscriber, statusOf } from '../../server/modules/billing/subscription-status';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang } = context.ctx;
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const t = serverT(lang);
  const meta = {
    title: t('analysis.preview.metaTitle'),
    description: t('analysis.preview.subtitle'),
    noindex: true,
  };
  try {
    const preview = await loadReportPreview(services.db, id, await context.ctx.viewer());
    if (preview.isUnlocked) throw redirect(`/report/${preview.id}`);
    const user = await context.ctx.user();
    // A subscriber's report unlocks by itself while the plan has analyses left
    // (docs/decisions/027-analysis-quota.md): right after the analysis, or when an earlier report is opened.
    // A ticket that could not be read costs nothing.
    const unlocked = user && !preview.structureError ? await autoUnlock(services.db, user, preview.id) : null;
    const subscription = user ? statusOf(await findSubscriber(services.db, user)) : null;
    await recordFunnelEvent(services.db, { name: 'report_preview', properties: { report: preview.id } });
    return { preview: unlocked ? { ...preview, isUnlocked: true } : preview, unlocked, subscription, meta };
  } catch (error) {
    if (error instanceof Response) throw error;
    return data({ preview: null, unlocked: null, subscription: null, meta }, { status: 404 });
  }
}

export const meta: Route.MetaFunction = ({ data: d }) => (d ? pageMeta(d.meta) : []);

export default function ReportPreviewRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.preview ? (
    <ReportPreviewView
      preview={loaderData.preview}
      unlocked={loaderData.unlocked}
      subscription={loaderData.subscription}
    />
  ) : (
    <PreviewNotFound />
  );
}
