CREATE TABLE "cash_valuations" (
	"transaction_id" integer PRIMARY KEY NOT NULL,
	"trans_date" varchar(10) NOT NULL,
	"party_key" varchar(150),
	"currency_code" varchar(10) NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"mid_rate" numeric(20, 8) NOT NULL,
	"afn_equivalent" numeric(20, 2) NOT NULL,
	"valued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "large_cash_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"linked_transaction_id" integer,
	"rule" varchar(10) NOT NULL,
	"afn_equivalent" numeric(20, 2) NOT NULL,
	"threshold" numeric(20, 2) NOT NULL,
	"trans_date" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "large_cash_flags_rule_check" CHECK ("large_cash_flags"."rule" in ('above', 'twoDays'))
);
--> statement-breakpoint
CREATE TABLE "lctr_filings" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" varchar(7) NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"filed_by" uuid,
	"reference" varchar(100)
);
--> statement-breakpoint
ALTER TABLE "deleted_transactions" ADD COLUMN "party_id_type" varchar(20);--> statement-breakpoint
ALTER TABLE "deleted_transactions" ADD COLUMN "party_id_number" varchar(100);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "party_id_type" varchar(20);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "party_id_number" varchar(100);--> statement-breakpoint
ALTER TABLE "hawala_details" ADD COLUMN "receiver_id_type" varchar(20);--> statement-breakpoint
ALTER TABLE "hawala_details" ADD COLUMN "receiver_id_number" varchar(100);--> statement-breakpoint
ALTER TABLE "hawalas" ADD COLUMN "sender_id_type" varchar(20);--> statement-breakpoint
ALTER TABLE "hawalas" ADD COLUMN "sender_id_number" varchar(100);--> statement-breakpoint
ALTER TABLE "hawalas" ADD COLUMN "receiver_id_type" varchar(20);--> statement-breakpoint
ALTER TABLE "hawalas" ADD COLUMN "receiver_id_number" varchar(100);--> statement-breakpoint
ALTER TABLE "lctr_filings" ADD CONSTRAINT "lctr_filings_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_valuations_party_date_idx" ON "cash_valuations" USING btree ("party_key","trans_date");--> statement-breakpoint
CREATE INDEX "large_cash_flags_date_idx" ON "large_cash_flags" USING btree ("trans_date");--> statement-breakpoint
CREATE INDEX "large_cash_flags_transaction_idx" ON "large_cash_flags" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "large_cash_flags_linked_idx" ON "large_cash_flags" USING btree ("linked_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lctr_filings_month_idx" ON "lctr_filings" USING btree ("month");