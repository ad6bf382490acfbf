ALTER TABLE "ledger_entries" ADD COLUMN "fx_profit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fx_deal_legs" ADD COLUMN "undoes_transaction_id" integer;