CREATE TABLE "push_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "reminder_muted_jars" (
	"user_id" text NOT NULL,
	"jar_id" text NOT NULL,
	CONSTRAINT "reminder_muted_jars_user_id_jar_id_pk" PRIMARY KEY("user_id","jar_id")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"remind_at_minute" integer NOT NULL,
	"push_on" boolean NOT NULL,
	"email_on" boolean NOT NULL,
	"email_address" text,
	"email_confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"due_count" integer,
	CONSTRAINT "reminders_sent_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_muted_jars" ADD CONSTRAINT "reminder_muted_jars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_muted_jars" ADD CONSTRAINT "reminder_muted_jars_jar_id_jars_id_fk" FOREIGN KEY ("jar_id") REFERENCES "public"."jars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;