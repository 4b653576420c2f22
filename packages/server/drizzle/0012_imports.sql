-- Imports (cards that travel): the imports table, and where an imported point or memo came from (its source
-- note id, unique per jar / per user, so a second import updates or skips instead of adding again); points keep
-- the tags they came with.
CREATE TABLE "imports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"blob_id" text,
	"jar_id" text,
	"job_id" text,
	"status" text NOT NULL,
	"preview" jsonb NOT NULL,
	"options" jsonb,
	"progress" jsonb,
	"report" jsonb,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jar_items" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jar_items" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "jar_items" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "memos" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_user_idx" ON "imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jar_items_jar_source_idx" ON "jar_items" USING btree ("jar_id","source_id") WHERE "jar_items"."source_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "jar_items_user_source_idx" ON "jar_items" USING btree ("user_id","source_id") WHERE "jar_items"."source_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "memos_user_source_idx" ON "memos" USING btree ("user_id","source_id") WHERE "memos"."source_id" IS NOT NULL;