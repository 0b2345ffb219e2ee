ALTER TABLE "pending_uploads" ADD COLUMN "reading" jsonb;--> statement-breakpoint
ALTER TABLE "ocr_results" ADD COLUMN "corrections" integer DEFAULT 0 NOT NULL;