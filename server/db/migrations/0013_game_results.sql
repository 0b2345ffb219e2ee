CREATE TABLE "game_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"date" date NOT NULL,
	"league" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"home_key" text NOT NULL,
	"away_key" text NOT NULL,
	"home_periods" jsonb NOT NULL,
	"away_periods" jsonb NOT NULL,
	"home_overtime" integer NOT NULL,
	"away_overtime" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "game_results_game_idx" ON "game_results" USING btree ("sport","date","home_key","away_key");