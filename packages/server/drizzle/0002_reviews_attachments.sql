CREATE TABLE "attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"content_type" text NOT NULL,
	"status" text NOT NULL,
	"size_bytes" bigint,
	"blur_hash" text,
	"memo_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"uploaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_activity" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "review_activity_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "review_forecast" (
	"user_id" text NOT NULL,
	"due_day" date NOT NULL,
	"curve_id" text NOT NULL,
	"next_review" integer NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "review_forecast_user_id_due_day_curve_id_next_review_pk" PRIMARY KEY("user_id","due_day","curve_id","next_review")
);
--> statement-breakpoint
CREATE TABLE "review_units" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "review_units_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"memo_id" text,
	"curve_id" text NOT NULL,
	"next_review" integer NOT NULL,
	"due_day" date,
	"last_review_day" date,
	"entered_day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "curves" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_memo_id_memos_id_fk" FOREIGN KEY ("memo_id") REFERENCES "public"."memos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_activity" ADD CONSTRAINT "review_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_forecast" ADD CONSTRAINT "review_forecast_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_units" ADD CONSTRAINT "review_units_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_units" ADD CONSTRAINT "review_units_memo_id_memos_id_fk" FOREIGN KEY ("memo_id") REFERENCES "public"."memos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_units" ADD CONSTRAINT "review_units_curve_id_curves_id_fk" FOREIGN KEY ("curve_id") REFERENCES "public"."curves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_user_idx" ON "attachments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "attachments_memo_idx" ON "attachments" USING btree ("memo_id");--> statement-breakpoint
CREATE INDEX "review_units_feed_idx" ON "review_units" USING btree ("user_id","due_day","seq") WHERE "review_units"."due_day" IS NOT NULL;--> statement-breakpoint
-- Memos written before scheduling existed enter their curve on the day they were created (review 0 still due).
INSERT INTO "review_units" ("id", "user_id", "kind", "memo_id", "curve_id", "next_review", "due_day", "entered_day")
SELECT "id", "user_id", 'MEMO', "id", "curve_id", 0, "created_day", "created_day" FROM "memos" WHERE "status" = 'ACTIVE' ORDER BY "seq";--> statement-breakpoint
INSERT INTO "review_forecast" ("user_id", "due_day", "curve_id", "next_review", "units")
SELECT "user_id", "due_day", "curve_id", "next_review", count(*) FROM "review_units" GROUP BY 1, 2, 3, 4;
