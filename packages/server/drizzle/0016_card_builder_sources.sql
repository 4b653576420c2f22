ALTER TABLE "card_builder_runs" ADD COLUMN "source_kind" text DEFAULT 'TEXT' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_builder_runs" ADD COLUMN "source_name" text;