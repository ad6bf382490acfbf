CREATE TABLE "till_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"counts" jsonb NOT NULL,
	"created_by" uuid,
	"created_by_name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_by" uuid,
	"confirmed_by_name" varchar(100),
	"confirmed_at" timestamp with time zone,
	"to_user_id" uuid,
	"to_username" varchar(100),
	CONSTRAINT "till_moves_kind_check" CHECK ("till_moves"."kind" in ('float', 'drop', 'top-up', 'handover', 'return')),
	CONSTRAINT "till_moves_status_check" CHECK ("till_moves"."status" in ('pending', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "till_postings" (
	"transaction_id" integer NOT NULL,
	"shift_id" integer,
	CONSTRAINT "till_postings_transaction_id_pk" PRIMARY KEY("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "till_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"till_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"username" varchar(100) NOT NULL,
	"status" varchar(20) NOT NULL,
	"opened_on" varchar(10) NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"currencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_by_name" varchar(100),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "till_shifts_status_check" CHECK ("till_shifts"."status" in ('open', 'closing', 'closed', 'handed-over'))
);
--> statement-breakpoint
CREATE TABLE "tills" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"account_id" integer NOT NULL,
	"is_safe" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "setting_changes" DROP CONSTRAINT "setting_changes_setting_check";--> statement-breakpoint
ALTER TABLE "deleted_transactions" ADD COLUMN "till_shift_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "till_shift_id" integer;--> statement-breakpoint
ALTER TABLE "till_moves" ADD CONSTRAINT "till_moves_shift_id_till_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."till_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_moves" ADD CONSTRAINT "till_moves_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_moves" ADD CONSTRAINT "till_moves_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_moves" ADD CONSTRAINT "till_moves_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_postings" ADD CONSTRAINT "till_postings_shift_id_till_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."till_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_shifts" ADD CONSTRAINT "till_shifts_till_id_tills_id_fk" FOREIGN KEY ("till_id") REFERENCES "public"."tills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_shifts" ADD CONSTRAINT "till_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_shifts" ADD CONSTRAINT "till_shifts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tills" ADD CONSTRAINT "tills_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "till_moves_shift_idx" ON "till_moves" USING btree ("shift_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "till_shifts_live_till_idx" ON "till_shifts" USING btree ("till_id") WHERE "till_shifts"."status" in ('open', 'closing');--> statement-breakpoint
CREATE UNIQUE INDEX "till_shifts_open_user_idx" ON "till_shifts" USING btree ("user_id") WHERE "till_shifts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "till_shifts_opened_on_idx" ON "till_shifts" USING btree ("opened_on");--> statement-breakpoint
CREATE UNIQUE INDEX "tills_name_idx" ON "tills" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tills_account_idx" ON "tills" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tills_one_safe_idx" ON "tills" USING btree ("is_safe") WHERE "tills"."is_safe";--> statement-breakpoint
ALTER TABLE "deleted_transactions" ADD CONSTRAINT "deleted_transactions_till_shift_id_till_shifts_id_fk" FOREIGN KEY ("till_shift_id") REFERENCES "public"."till_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_till_shift_id_till_shifts_id_fk" FOREIGN KEY ("till_shift_id") REFERENCES "public"."till_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_setting_check" CHECK ("setting_changes"."setting" in ('dayClose.allowSelfApproval', 'dayClose.blindCount', 'books.postingDaysAhead', 'postingLimit', 'creditLimit', 'clerkLimit', 'twoFactor.requiredForAdmins', 'twoFactor.reset', 'tills.requireTills', 'tills.keepCashInTill'));