CREATE TABLE "partner_commission_rates" (
	"account_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"per_lakh" numeric(20, 8) NOT NULL,
	"fixed_fee" numeric(20, 2) NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_commission_rates_account_id_currency_id_pk" PRIMARY KEY("account_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "commission_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_account_id" integer NOT NULL,
	"from_date" varchar(10) NOT NULL,
	"to_date" varchar(10) NOT NULL,
	"status" varchar(20) NOT NULL,
	"posted_by" uuid,
	"posted_by_name" varchar(100) NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"reversed_by" uuid,
	"reversed_by_name" varchar(100),
	"reversed_at" timestamp with time zone,
	"reverse_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_runs_status_check" CHECK ("commission_runs"."status" in ('posted', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "commission_run_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"hawala_id" integer NOT NULL,
	"payout_transaction_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"commission" numeric(20, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_run_postings" (
	"transaction_id" integer PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"reverses_transaction_id" integer
);
--> statement-breakpoint
ALTER TABLE "partner_commission_rates" ADD CONSTRAINT "partner_commission_rates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_commission_rates" ADD CONSTRAINT "partner_commission_rates_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_commission_rates" ADD CONSTRAINT "partner_commission_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_runs" ADD CONSTRAINT "commission_runs_partner_account_id_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_runs" ADD CONSTRAINT "commission_runs_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_runs" ADD CONSTRAINT "commission_runs_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_run_items" ADD CONSTRAINT "commission_run_items_run_id_commission_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."commission_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_run_items" ADD CONSTRAINT "commission_run_items_hawala_id_hawala_details_id_fk" FOREIGN KEY ("hawala_id") REFERENCES "public"."hawala_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_run_items" ADD CONSTRAINT "commission_run_items_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_run_postings" ADD CONSTRAINT "commission_run_postings_run_id_commission_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."commission_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_run_postings" ADD CONSTRAINT "commission_run_postings_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_runs_partner_idx" ON "commission_runs" USING btree ("partner_account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_run_items_active_hawala_idx" ON "commission_run_items" USING btree ("hawala_id") WHERE "commission_run_items"."active";--> statement-breakpoint
CREATE INDEX "commission_run_items_run_idx" ON "commission_run_items" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "commission_run_postings_run_idx" ON "commission_run_postings" USING btree ("run_id");
