ALTER TABLE "users" ADD COLUMN "avatar_attachment_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_avatar_attachment_id" text;