ALTER TABLE "user" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
UPDATE "user" SET "last_sign_in_at" = (SELECT max("created_at") FROM "session" WHERE "session"."user_id" = "user"."id");
