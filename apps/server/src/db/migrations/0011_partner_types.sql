ALTER TABLE "accounts" DROP CONSTRAINT "accounts_type_check";--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_type_check" CHECK ("accounts"."account_type" in ('personal', 'business', 'customer', 'company', 'partner', 'hawala_partner', 'bank'));--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_type_check";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type_check" CHECK ("transactions"."trans_type" in ('Debit', 'Credit', 'Transfer', 'Hawala', 'Exchange', 'Settlement', 'Commission'));
