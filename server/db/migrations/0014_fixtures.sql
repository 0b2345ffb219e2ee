CREATE TABLE "fixtures" (
	"id" serial PRIMARY KEY NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"time_known" boolean NOT NULL,
	"league" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"home_key" text NOT NULL,
	"away_key" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fixtures_match_idx" ON "fixtures" USING btree ("kickoff","home_key","away_key");