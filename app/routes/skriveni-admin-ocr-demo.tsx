import { data } from 'react-router';
import type { Route } from './+types/skriveni-admin-ocr-demo';
import { OcrDemo } from '~/features/admin/ocr-demo';
import { requireAdmin } from '../../server/modules/admin/admins';
import { ocrDemo } from '../../server/modules/admin/ocr-demo';
import { readImageUpload } from '../../server/modules/uploads/validate-image';
import { isAppError } from '../../server/lib/app-error';

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context.ctx, request);
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdmin(context.ctx, request);
  try {
    const { data: image } = await readImageUpload(request);
    return { result: await ocrDemo(context.ctx.services, image) };
  } catch (error) {
    if (isAppError(error)) return data({ error: error.message }, { status: error.status });
    context.ctx.services.logger.error({ err: error }, 'ocr demo failed');
    return data({ error: `OCR processing failed: ${(error as Error).message}` }, { status: 502 });
  }
}

export const meta = () => [
  { title: 'OCR Demo | Tiket AI' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function OcrDemoRoute() {
  return <OcrDemo />;
}
