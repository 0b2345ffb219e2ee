import type { Route } from './+types/preciznost';
import { serverT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import { TrackRecordPage } from '~/features/track-record/track-record-page';
import { fromSource } from '~/features/track-record/from-source.server';
import type * as Operation from '../../server/modules/reports/track-record';

export async function loader({ context }: Route.LoaderArgs) {
  const { services, lang } = context.ctx;
  const t = serverT(lang);
  // Loaded from source: the legs are settled with the results the analysis reads from its own data folder.
  const { trackRecord } = await fromSource<typeof Operation>('server/modules/reports/track-record.ts');
  return {
    record: await trackRecord(services),
    meta: {
      title: t('trackRecord.metaTitle'),
      description: t('trackRecord.description'),
      canonical: `${services.config.PUBLIC_URL.replace(/\/$/, '')}/preciznost`,
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta) : []);

export default function PreciznostRoute({ loaderData }: Route.ComponentProps) {
  return <TrackRecordPage record={loaderData.record} />;
}
