-- Earlier builds could leave a jar with two 已发布 records (an approval while one existed). The newest stays; the
-- older ones are retired as 已取消, saying why. Then the database keeps it one.
UPDATE "publish_tasks" AS "old" SET "status" = 'CANCELLED', "reason" = '已由更新的发布记录取代'
WHERE "old"."status" = 'PUBLISHED'
  AND EXISTS (SELECT 1 FROM "publish_tasks" AS "newer" WHERE "newer"."jar_id" = "old"."jar_id" AND "newer"."status" = 'PUBLISHED' AND "newer"."seq" > "old"."seq");
--> statement-breakpoint
CREATE UNIQUE INDEX "publish_tasks_one_published_idx" ON "publish_tasks" USING btree ("jar_id") WHERE "publish_tasks"."status" = 'PUBLISHED';
