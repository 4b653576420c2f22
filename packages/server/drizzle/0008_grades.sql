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
	CONSTRAINT "reviews_user_id_unit_id_review_index_pk" PRIMARY KEY("user_id","unit_id","review_index")
);
--> statement-breakpoint
ALTER TABLE "review_units" ADD COLUMN "fsrs_steps" jsonb;--> statement-breakpoint
ALTER TABLE "review_units" ADD COLUMN "fsrs_from" integer;