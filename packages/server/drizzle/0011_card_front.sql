-- 正面 (issue 27): a knowledge point may have a question side; existing points have none (null). A buyer's copy
-- remembers the creator's 正面 as of the last 同步, like its content, so a buyer's own edit is kept.
ALTER TABLE "jar_items" ADD COLUMN "front" text;--> statement-breakpoint
ALTER TABLE "subscription_items" ADD COLUMN "synced_front" text;