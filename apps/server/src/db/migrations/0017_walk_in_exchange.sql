ALTER TABLE "deleted_transactions" ADD COLUMN "walk_in_name" varchar(255);--> statement-breakpoint
ALTER TABLE "deleted_transactions" ADD COLUMN "walk_in_phone" varchar(50);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "walk_in_name" varchar(255);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "walk_in_phone" varchar(50);