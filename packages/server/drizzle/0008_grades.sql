CREATE TABLE "reviews" (
	"user_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"review_index" integer NOT NULL,
	"day" date NOT NULL,
	"curve_id" text NOT NULL,
	"hidden" boolean NOT NULL,
	"revealed" boolean DEFAULT false NOT NULL,
	"grade" text,
	"source" text,
	"graded_at" timestamp with time zone,
	CONSTRAINT "reviews_unit_id_review_index_pk" PRIMARY KEY("unit_id","review_index")
);
--> statement-breakpoint
ALTER TABLE "review_units" ADD COLUMN "fsrs_steps" jsonb;--> statement-breakpoint
ALTER TABLE "review_units" ADD COLUMN "fsrs_from" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_user_day_idx" ON "reviews" USING btree ("user_id","day") WHERE "reviews"."hidden";