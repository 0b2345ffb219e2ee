import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { ocrResults } from '../../db/schema/reports';
import { UPLOAD_BUCKET } from '../uploads/bucket';
import { isUuid } from '../../lib/ids';

/** The stored photo of a report, for administrators. */
export async function ocrImage(
  services: AppServices,
  id: string,
): Promise<{ body: Buffer; type: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await services.db
    .select({ filePath: ocrResults.filePath })
    .from(ocrResults)
    .where(eq(ocrResults.id, id))
    .limit(1);
  if (!row?.filePath) return null;
  const body = await services.storage.get(UPLOAD_BUCKET, row.filePath).catch(() => null);
  if (!body) return null;
  const ext = row.filePath.split('.').pop();
  return { body, type: ext === 'png' ? 'image/png' : ext === 'webp' ? 'image/webp' : 'image/jpeg' };
}
