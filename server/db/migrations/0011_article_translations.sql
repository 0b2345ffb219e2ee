CREATE TABLE "seo_content_translations" (
	"article_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_content_translations_article_id_lang_pk" PRIMARY KEY("article_id","lang")
);
--> statement-breakpoint
ALTER TABLE "seo_content_translations" ADD CONSTRAINT "seo_content_translations_article_id_seo_content_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."seo_content"("id") ON DELETE cascade ON UPDATE no action;