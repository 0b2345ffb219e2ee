CREATE TABLE "ocr_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"guest_token_hash" text,
	"source" text NOT NULL,
	"extracted_text" text DEFAULT '' NOT NULL,
	"ai_analysis" text,
	"structured_data" jsonb,
	"report" jsonb,
	"file_path" text,
	"confidence_score" real,
	"language" text DEFAULT 'rs' NOT NULL,
	"is_unlocked" boolean DEFAULT false NOT NULL,
	"counted_towards_limit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "ocr_results_user_created_idx" ON "ocr_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ocr_results_guest_idx" ON "ocr_results" USING btree ("guest_token_hash");