import { data, redirect } from 'react-router';
import type { Route } from './+types/report-preview';
import { serverT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import { ReportPreviewView, PreviewNotFound } from '~/features/analysis/report-preview-view';
import { loadReportPreview } from '../../server/modules/reports/report-preview';
import { recordFunnelEvent } from '../../server/modules/billing/funnel';

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
    await recordFunnelEvent(services.db, { name: 'report_preview', properties: { report: preview.id } });
    return { preview, meta };
  } catch (error) {
    if (error instanceof Response) throw error;
    return data({ preview: null, meta }, { status: 404 });
  }
}

export const meta: Route.MetaFunction = ({ data: d }) => (d ? pageMeta(d.meta) : []);

export default function ReportPreviewRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.preview ? <ReportPreviewView preview={loaderData.preview} /> : <PreviewNotFound />;
}
