CREATE TABLE "setting_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"setting" varchar(40) NOT NULL,
	"partner_id" integer,
	"currency" varchar(10),
	"old_value" text,
	"new_value" text,
	"weakened" boolean NOT NULL,
	"user_id" uuid,
	"username" varchar(100) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "setting_changes_setting_check" CHECK ("setting_changes"."setting" in ('dayClose.allowSelfApproval', 'books.postingDaysAhead', 'postingLimit', 'creditLimit'))
);
--> statement-breakpoint
ALTER TABLE "day_closes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_partner_id_accounts_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "setting_changes_setting_idx" ON "setting_changes" USING btree ("setting","id");