CREATE TABLE "card_builder_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"passages" jsonb NOT NULL,
	"next_passage" integer NOT NULL,
	"status" text NOT NULL,
	"jar_id" text,
	"unreadable" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_builder_usage" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"characters" integer NOT NULL,
	CONSTRAINT "card_builder_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "card_proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"position" integer NOT NULL,
	"passage_index" integer NOT NULL,
	"front" text,
	"content" text NOT NULL,
	"flags" jsonb NOT NULL,
	"duplicate_of" jsonb,
	"status" text NOT NULL,
	"item_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_builder_runs" ADD CONSTRAINT "card_builder_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_builder_usage" ADD CONSTRAINT "card_builder_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_proposals" ADD CONSTRAINT "card_proposals_run_id_card_builder_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."card_builder_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_builder_runs_user_idx" ON "card_builder_runs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "card_builder_runs_expiry_idx" ON "card_builder_runs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "card_proposals_run_idx" ON "card_proposals" USING btree ("run_id","position");