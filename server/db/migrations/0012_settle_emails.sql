CREATE TABLE "settle_announcements" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"announced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "settle_emails_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settle_announcements" ADD CONSTRAINT "settle_announcements_report_id_ocr_results_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."ocr_results"("id") ON DELETE cascade ON UPDATE no action;