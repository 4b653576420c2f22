DROP INDEX "memos_user_created_idx";--> statement-breakpoint
ALTER TABLE "memos" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "memos_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "memos_user_seq_idx" ON "memos" USING btree ("user_id","seq");