import { useSearchParams } from 'react-router';
import type { Route } from './+types/upload';
import { serverT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import { ResponsiblePlay } from '~/components/layout/responsible-play';
import { UploadFlow } from '~/features/analysis/upload-dialog';

export function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.lang);
  return { title: `${t('upload.title')} | Tiket AI`, description: t('upload.subtitle') };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data) : []);

/** The page fallback of the upload dialog (and the target of links before JavaScript has loaded). */
export default function UploadPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
        <UploadFlow variant="page" initialMode={mode === 'manual' || mode === 'photo' ? mode : 'choose'} />
      </div>
      <ResponsiblePlay className="mt-8" />
    </section>
  );
}
