CREATE TABLE "pending_sign_ins" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"step" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_sign_ins_step_check" CHECK ("pending_sign_ins"."step" in ('code', 'enrol'))
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "setting_changes" DROP CONSTRAINT "setting_changes_setting_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "pending_sign_ins" ADD CONSTRAINT "pending_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_sign_ins_user_idx" ON "pending_sign_ins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_recovery_codes_user_idx" ON "two_factor_recovery_codes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_setting_check" CHECK ("setting_changes"."setting" in ('dayClose.allowSelfApproval', 'dayClose.blindCount', 'books.postingDaysAhead', 'postingLimit', 'creditLimit', 'clerkLimit', 'twoFactor.requiredForAdmins', 'twoFactor.reset'));--> statement-breakpoint
-- The key receipts' check tokens are made with (docs/decisions.md, Receipts, A receipt a customer can check): 256 bits from two random UUIDs and the clock, made once here so reading a receipt never writes.
INSERT INTO "app_settings" ("key", "value") VALUES ('receipt_check_key', to_jsonb(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex'))) ON CONFLICT ("key") DO NOTHING;
