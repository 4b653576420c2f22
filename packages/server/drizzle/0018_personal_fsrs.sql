CREATE TABLE "fsrs_fits" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"reviews_counted" integer,
	"decision" text,
	"weights" jsonb,
	"default_log_loss" double precision,
	"default_rmse" double precision,
	"fitted_log_loss" double precision,
	"fitted_rmse" double precision,
	"fit_ms" integer,
	"evaluation_ms" integer,
	"adopted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fsrs_parameters" (
	"user_id" text PRIMARY KEY NOT NULL,
	"fit_id" text NOT NULL,
	"weights" jsonb NOT NULL,
	"adopted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fsrs_fits" ADD CONSTRAINT "fsrs_fits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fsrs_parameters" ADD CONSTRAINT "fsrs_parameters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fsrs_parameters" ADD CONSTRAINT "fsrs_parameters_fit_id_fsrs_fits_id_fk" FOREIGN KEY ("fit_id") REFERENCES "public"."fsrs_fits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fsrs_fits_user_idx" ON "fsrs_fits" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fsrs_fits_one_running_idx" ON "fsrs_fits" USING btree ("user_id") WHERE "fsrs_fits"."status" IN ('QUEUED', 'RUNNING');