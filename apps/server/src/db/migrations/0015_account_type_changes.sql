CREATE TABLE "account_type_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"old_type" varchar(20) NOT NULL,
	"new_type" varchar(20) NOT NULL,
	"user_id" uuid,
	"username" varchar(100) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_type_changes" ADD CONSTRAINT "account_type_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_type_changes" ADD CONSTRAINT "account_type_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_type_changes_account_idx" ON "account_type_changes" USING btree ("account_id","id");--> statement-breakpoint
ALTER TABLE "credit_limit_overrides" ALTER COLUMN "hawala_details_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_limit_overrides" ALTER COLUMN "reason" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_limit_overrides" ADD COLUMN "transaction_id" integer;--> statement-breakpoint
CREATE INDEX "credit_limit_overrides_transaction_idx" ON "credit_limit_overrides" USING btree ("transaction_id");
