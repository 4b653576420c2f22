CREATE TABLE "publish_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "publish_tasks_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"jar_id" text NOT NULL,
	"type" text NOT NULL,
	"category_id" text NOT NULL,
	"tags" text[] NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_jars" (
	"jar_id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "published_jars_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"type" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"category_id" text NOT NULL,
	"tags" text[] NOT NULL,
	"search_text" text NOT NULL,
	"grams" text[] NOT NULL,
	"total_subscribes" integer DEFAULT 0 NOT NULL,
	"total_stars" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stars" (
	"user_id" text NOT NULL,
	"jar_id" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stars_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stars_user_id_jar_id_pk" PRIMARY KEY("user_id","jar_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_items" (
	"buyer_item_id" text PRIMARY KEY NOT NULL,
	"buyer_jar_id" text NOT NULL,
	"source_item_id" text NOT NULL,
	"synced_content" text NOT NULL,
	"removed_by_creator" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"buyer_jar_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source_jar_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publish_tasks" ADD CONSTRAINT "publish_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_tasks" ADD CONSTRAINT "publish_tasks_jar_id_jars_id_fk" FOREIGN KEY ("jar_id") REFERENCES "public"."jars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_tasks" ADD CONSTRAINT "publish_tasks_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_jars" ADD CONSTRAINT "published_jars_jar_id_jars_id_fk" FOREIGN KEY ("jar_id") REFERENCES "public"."jars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_jars" ADD CONSTRAINT "published_jars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_jars" ADD CONSTRAINT "published_jars_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stars" ADD CONSTRAINT "stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stars" ADD CONSTRAINT "stars_jar_id_published_jars_jar_id_fk" FOREIGN KEY ("jar_id") REFERENCES "public"."published_jars"("jar_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_items" ADD CONSTRAINT "subscription_items_buyer_item_id_jar_items_id_fk" FOREIGN KEY ("buyer_item_id") REFERENCES "public"."jar_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_items" ADD CONSTRAINT "subscription_items_buyer_jar_id_jars_id_fk" FOREIGN KEY ("buyer_jar_id") REFERENCES "public"."jars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_buyer_jar_id_jars_id_fk" FOREIGN KEY ("buyer_jar_id") REFERENCES "public"."jars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publish_tasks_user_seq_idx" ON "publish_tasks" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "publish_tasks_status_seq_idx" ON "publish_tasks" USING btree ("status","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "publish_tasks_one_in_review_idx" ON "publish_tasks" USING btree ("jar_id") WHERE "publish_tasks"."status" = 'PUBLISHING';--> statement-breakpoint
CREATE INDEX "published_jars_grams_idx" ON "published_jars" USING gin ("grams");--> statement-breakpoint
CREATE INDEX "published_jars_tags_idx" ON "published_jars" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "published_jars_name_key_idx" ON "published_jars" USING btree ("name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "published_jars_category_rank_idx" ON "published_jars" USING btree ("category_id","total_subscribes" DESC NULLS FIRST,"total_stars" DESC NULLS FIRST,"seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "published_jars_rank_idx" ON "published_jars" USING btree ("total_subscribes" DESC NULLS FIRST,"total_stars" DESC NULLS FIRST,"seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "published_jars_user_seq_idx" ON "published_jars" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "stars_user_seq_idx" ON "stars" USING btree ("user_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_items_jar_source_idx" ON "subscription_items" USING btree ("buyer_jar_id","source_item_id");--> statement-breakpoint
CREATE INDEX "subscription_items_source_idx" ON "subscription_items" USING btree ("source_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_source_idx" ON "subscriptions" USING btree ("user_id","source_jar_id");--> statement-breakpoint
CREATE INDEX "subscriptions_source_idx" ON "subscriptions" USING btree ("source_jar_id");
--> statement-breakpoint
-- The public totals stay exact under concurrency: each subscription or star row changes its jar's counter in the
-- same transaction (a row lock on published_jars serialises concurrent writers). Deleting a BUYER jar cascades to
-- its subscription row, so the unsubscribe is counted too.
CREATE FUNCTION marketplace_count_subscribes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE published_jars SET total_subscribes = total_subscribes + 1 WHERE jar_id = NEW.source_jar_id;
  ELSE
    UPDATE published_jars SET total_subscribes = greatest(total_subscribes - 1, 0) WHERE jar_id = OLD.source_jar_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_count AFTER INSERT OR DELETE ON subscriptions FOR EACH ROW EXECUTE FUNCTION marketplace_count_subscribes();
--> statement-breakpoint
CREATE FUNCTION marketplace_count_stars() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE published_jars SET total_stars = total_stars + 1 WHERE jar_id = NEW.jar_id;
  ELSE
    UPDATE published_jars SET total_stars = greatest(total_stars - 1, 0) WHERE jar_id = OLD.jar_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stars_count AFTER INSERT OR DELETE ON stars FOR EACH ROW EXECUTE FUNCTION marketplace_count_stars();
