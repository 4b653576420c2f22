CREATE TABLE "jar_items" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "jar_items_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"jar_id" text NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"batch_no" integer,
	"introduced_day" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jars" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "jars_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_attachment_id" text,
	"cover_blur_hash" text,
	"batch_size" integer NOT NULL,
	"batch_mode" text NOT NULL,
	"curve_id" text NOT NULL,
	"status" text NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"last_batch_no" integer DEFAULT 0 NOT NULL,
	"last_batch_day" date,
	"next_batch_day" date,
	"paused_day" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "jar_item_id" text;--> statement-breakpoint
ALTER TABLE "review_units" ADD COLUMN "jar_id" text;--> statement-breakpoint
ALTER TABLE "review_units" ADD COLUMN "jar_item_id" text;--> statement-breakpoint
ALTER TABLE "review_units" ADD COLUMN "batch_no" integer;--> statement-breakpoint
ALTER TABLE "review_units" ADD COLUMN "held_due_day" date;--> statement-breakpoint
ALTER TABLE "jar_items" ADD CONSTRAINT "jar_items_jar_id_jars_id_fk" FOREIGN KEY ("jar_id") REFERENCES "public"."jars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jar_items" ADD CONSTRAINT "jar_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jars" ADD CONSTRAINT "jars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jars" ADD CONSTRAINT "jars_curve_id_curves_id_fk" FOREIGN KEY ("curve_id") REFERENCES "public"."curves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jar_items_jar_position_idx" ON "jar_items" USING btree ("jar_id","position");--> statement-breakpoint
CREATE INDEX "jar_items_jar_batch_idx" ON "jar_items" USING btree ("jar_id","batch_no");--> statement-breakpoint
CREATE INDEX "jars_user_role_seq_idx" ON "jars" USING btree ("user_id","role","seq");--> statement-breakpoint
CREATE INDEX "jars_next_batch_idx" ON "jars" USING btree ("user_id","next_batch_day") WHERE "jars"."status" = 'IN_PROGRESS' AND "jars"."next_batch_day" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_jar_item_id_jar_items_id_fk" FOREIGN KEY ("jar_item_id") REFERENCES "public"."jar_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_units" ADD CONSTRAINT "review_units_jar_id_jars_id_fk" FOREIGN KEY ("jar_id") REFERENCES "public"."jars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_units" ADD CONSTRAINT "review_units_jar_item_id_jar_items_id_fk" FOREIGN KEY ("jar_item_id") REFERENCES "public"."jar_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_jar_item_idx" ON "attachments" USING btree ("jar_item_id");--> statement-breakpoint
CREATE INDEX "review_units_jar_idx" ON "review_units" USING btree ("jar_id","batch_no") WHERE "review_units"."jar_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "review_units_jar_item_idx" ON "review_units" USING btree ("jar_item_id") WHERE "review_units"."jar_item_id" IS NOT NULL;