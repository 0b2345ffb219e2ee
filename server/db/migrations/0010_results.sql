CREATE TABLE "match_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"season" text NOT NULL,
	"league" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"home_key" text NOT NULL,
	"away_key" text NOT NULL,
	"home_goals" integer NOT NULL,
	"away_goals" integer NOT NULL,
	"ht_home_goals" integer,
	"ht_away_goals" integer,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_fits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_result_date" date NOT NULL,
	"matches" integer NOT NULL,
	"rps" double precision NOT NULL,
	"seconds" real NOT NULL,
	"scored_from" date NOT NULL,
	"params" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "results_runs" (
	"slot" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"stored" integer,
	"failures" jsonb
);
--> statement-breakpoint
CREATE UNIQUE INDEX "match_results_match_idx" ON "match_results" USING btree ("date","home_key","away_key");--> statement-breakpoint
CREATE INDEX "match_results_source_date_idx" ON "match_results" USING btree ("source","date");