CREATE TABLE "books_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"closed_through" varchar(10),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_state_single_row" CHECK ("books_state"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "books_state" ("id") VALUES (1);--> statement-breakpoint
CREATE TABLE "day_closes" (
	"id" serial PRIMARY KEY NOT NULL,
	"close_date" varchar(10) NOT NULL,
	"status" varchar(20) NOT NULL,
	"cash_account_id" integer NOT NULL,
	"currencies" jsonb NOT NULL,
	"counted_by" uuid,
	"counted_by_name" varchar(100) NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"approved_by" uuid,
	"approved_by_name" varchar(100),
	"approved_at" timestamp with time zone,
	"self_approved" boolean DEFAULT false NOT NULL,
	"reopened_by" uuid,
	"reopened_by_name" varchar(100),
	"reopened_at" timestamp with time zone,
	"reopen_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_closes_status_check" CHECK ("day_closes"."status" in ('pending', 'approved', 'reopened', 'superseded'))
);
--> statement-breakpoint
CREATE TABLE "day_close_postings" (
	"transaction_id" integer PRIMARY KEY NOT NULL,
	"day_close_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_cash_account_id_accounts_id_fk" FOREIGN KEY ("cash_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_close_postings" ADD CONSTRAINT "day_close_postings_day_close_id_day_closes_id_fk" FOREIGN KEY ("day_close_id") REFERENCES "public"."day_closes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "day_closes_live_date_idx" ON "day_closes" USING btree ("close_date") WHERE "day_closes"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "day_closes_date_idx" ON "day_closes" USING btree ("close_date","id");
--> statement-breakpoint
CREATE TABLE "account_day_totals" (
	"account_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	"total" numeric(20, 2) NOT NULL,
	CONSTRAINT "account_day_totals_account_id_currency_id_day_pk" PRIMARY KEY("account_id","currency_id","day")
);
--> statement-breakpoint
ALTER TABLE "account_day_totals" ADD CONSTRAINT "account_day_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_day_totals_day_idx" ON "account_day_totals" USING btree ("day");--> statement-breakpoint
INSERT INTO "account_day_totals" ("account_id", "currency_id", "day", "total")
  SELECT e."account_id", e."currency_id", coalesce(t."trans_date", ''), sum(e."amount")
  FROM "ledger_entries" e JOIN "transactions" t ON t."id" = e."transaction_id"
  GROUP BY 1, 2, 3;
