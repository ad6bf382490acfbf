ALTER TABLE "currencies" ADD COLUMN "buy_rate" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "sell_rate" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "rates_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "rates_updated_by" varchar(100);--> statement-breakpoint
-- The first board prices are the table's cross rate against AFN (the default base): AFN per USD over units per USD.
UPDATE "currencies" c SET
  "buy_rate" = round(coalesce((SELECT a."exchange_rate" FROM "currencies" a WHERE a."code" = 'AFN'), 1) / c."exchange_rate", 8),
  "sell_rate" = round(coalesce((SELECT a."exchange_rate" FROM "currencies" a WHERE a."code" = 'AFN'), 1) / c."exchange_rate", 8);--> statement-breakpoint
ALTER TABLE "currencies" ALTER COLUMN "buy_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ALTER COLUMN "sell_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rate_history" ADD COLUMN "buy_rate" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "exchange_rate_history" ADD COLUMN "sell_rate" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "exchange_rate_history" ADD COLUMN "changed_by" varchar(100);--> statement-breakpoint
CREATE INDEX "exchange_rate_history_currency_idx" ON "exchange_rate_history" USING btree ("currency_id","id");--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "fx_mid_rate" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "deleted_transactions" ADD COLUMN "fx_mid_rate" numeric(20, 8);--> statement-breakpoint
CREATE TABLE "fx_desk" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"base_currency_id" integer NOT NULL,
	"board_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_desk_single_row" CHECK ("fx_desk"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "fx_desk" ADD CONSTRAINT "fx_desk_base_currency_id_currencies_id_fk" FOREIGN KEY ("base_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "fx_deal_legs" (
	"transaction_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"trans_date" varchar(10) NOT NULL,
	"side" varchar(4) NOT NULL,
	"quantity" numeric(20, 2) NOT NULL,
	"base_value" numeric(20, 2) NOT NULL,
	"first_leg" boolean NOT NULL,
	"realised" numeric(20, 2) NOT NULL,
	"position_quantity" numeric(20, 2) NOT NULL,
	"position_basis" numeric(20, 2) NOT NULL,
	CONSTRAINT "fx_deal_legs_transaction_id_currency_id_pk" PRIMARY KEY("transaction_id","currency_id"),
	CONSTRAINT "fx_deal_legs_side_check" CHECK ("fx_deal_legs"."side" in ('buy', 'sell'))
) WITH (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "fx_deal_legs" ADD CONSTRAINT "fx_deal_legs_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_deal_legs" ADD CONSTRAINT "fx_deal_legs_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fx_deal_legs_order_idx" ON "fx_deal_legs" USING btree ("trans_date","transaction_id");--> statement-breakpoint
CREATE INDEX "fx_deal_legs_currency_order_idx" ON "fx_deal_legs" USING btree ("currency_id","trans_date","transaction_id");
--> statement-breakpoint
CREATE TABLE "fx_deals" (
	"transaction_id" integer PRIMARY KEY NOT NULL,
	"base_currency" varchar(10) NOT NULL,
	"realised_profit" numeric(20, 2) NOT NULL
) WITH (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "fx_deals" ADD CONSTRAINT "fx_deals_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "fx_day_totals" (
	"day" varchar(10) NOT NULL,
	"currency_id" integer NOT NULL,
	"legs" integer NOT NULL,
	"deals" integer NOT NULL,
	"bought_quantity" numeric(20, 2) NOT NULL,
	"bought_base" numeric(20, 2) NOT NULL,
	"sold_quantity" numeric(20, 2) NOT NULL,
	"sold_base" numeric(20, 2) NOT NULL,
	"realised" numeric(20, 2) NOT NULL,
	CONSTRAINT "fx_day_totals_day_currency_id_pk" PRIMARY KEY("day","currency_id")
);
