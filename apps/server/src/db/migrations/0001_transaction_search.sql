DROP INDEX "transactions_trans_date_idx";--> statement-breakpoint
DROP INDEX "transactions_in_account_idx";--> statement-breakpoint
DROP INDEX "transactions_out_account_idx";--> statement-breakpoint
CREATE INDEX "deleted_transactions_trans_date_id_idx" ON "deleted_transactions" USING btree ("trans_date","id");--> statement-breakpoint
CREATE INDEX "deleted_transactions_in_account_id_idx" ON "deleted_transactions" USING btree ("in_account_id","id");--> statement-breakpoint
CREATE INDEX "deleted_transactions_out_account_id_idx" ON "deleted_transactions" USING btree ("out_account_id","id");--> statement-breakpoint
CREATE INDEX "deleted_transactions_original_id_trgm_idx" ON "deleted_transactions" USING gin (("original_transaction_id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deleted_transactions_narrative_trgm_idx" ON "deleted_transactions" USING gin ((coalesce("trans_description", '') || chr(31) || coalesce("c_trans_description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deleted_transactions_amount_trgm_idx" ON "deleted_transactions" USING gin (("d_amount"::text || '|' || "c_amount"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_trans_date_id_idx" ON "transactions" USING btree ("trans_date","id");--> statement-breakpoint
CREATE INDEX "transactions_in_account_id_idx" ON "transactions" USING btree ("in_account_id","id");--> statement-breakpoint
CREATE INDEX "transactions_out_account_id_idx" ON "transactions" USING btree ("out_account_id","id");--> statement-breakpoint
CREATE INDEX "transactions_type_in_account_id_idx" ON "transactions" USING btree ("trans_type","in_account_id","id");--> statement-breakpoint
CREATE INDEX "transactions_type_out_account_id_idx" ON "transactions" USING btree ("trans_type","out_account_id","id");--> statement-breakpoint
CREATE INDEX "transactions_id_trgm_idx" ON "transactions" USING gin (("id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_narrative_trgm_idx" ON "transactions" USING gin ((coalesce("trans_description", '') || chr(31) || coalesce("c_trans_description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_amount_trgm_idx" ON "transactions" USING gin (("d_amount"::text || '|' || "c_amount"::text) gin_trgm_ops);