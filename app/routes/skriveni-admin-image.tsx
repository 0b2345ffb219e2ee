import type { Route } from './+types/skriveni-admin-image';
import { requireAdmin } from '../../server/modules/admin/admins';
import { ocrImage } from '../../server/modules/admin/ocr-image';

/** A stored ticket photo for the admin OCR list (the documents bucket is private). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireAdmin(context.ctx, request);
  const image = await ocrImage(context.ctx.services, params.id);
  if (!image) return new Response('Image Not Available', { status: 404 });
  return new Response(new Uint8Array(image.body), {
    headers: {
      'Content-Type': image.type,
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
