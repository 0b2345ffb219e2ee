/** The bucket every uploaded ticket photo lives in (specification: `documents`, at `demo/{timestamp}.{ext}`). */
export const UPLOAD_BUCKET = 'documents';
