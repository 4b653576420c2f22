CREATE TABLE "review_events" (
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"review_id" text NOT NULL,
	"type" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_events_user_id_id_pk" PRIMARY KEY("user_id","id")
);
