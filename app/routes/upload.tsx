import { useTranslation } from 'react-i18next';
import type { Route } from './+types/upload';
import { serverT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import { ResponsiblePlay } from '~/components/layout/responsible-play';

export function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.lang);
  return { title: `${t('upload.title')} | Tiket AI`, description: t('upload.subtitle') };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data) : []);

// The page fallback of the upload dialog; the analysis screens issue puts the dialog's form here.
export default function UploadPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('upload.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('upload.subtitle')}</p>
      <ResponsiblePlay className="mt-8" />
    </section>
  );
}
