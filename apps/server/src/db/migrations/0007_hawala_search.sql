-- Hawala search folds like the account search (docs/decisions.md, "Finding hawalas"): imported and created hawalas
-- keep their searched fields (number, sender, receiver, status, currency as shown; schema/hawala.ts hawalaSearchText)
-- folded by search_fold (migration 0005) in a stored generated column with a trigram index, so 'كريم' finds 'کریم'
-- and the typed text is the only thing folded per search. The old index on the unfolded text goes.
DROP INDEX "hawala_details_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "hawala_details" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(("hawala_details"."hawala_no" || chr(31) || coalesce("hawala_details"."sender_name", '') || chr(31) || coalesce("hawala_details"."receiver_name", '') || chr(31) || "hawala_details"."hawala_status" || chr(31) || coalesce(nullif("hawala_details"."currency", ''), 'AFN')))) STORED;--> statement-breakpoint
ALTER TABLE "hawalas" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(("hawalas"."hawala_number" || chr(31) || coalesce("hawalas"."sender_name", '') || chr(31) || coalesce("hawalas"."receiver_name", '') || chr(31) || "hawalas"."status" || chr(31) || coalesce(nullif("hawalas"."currency", ''), 'AFN')))) STORED;--> statement-breakpoint
CREATE INDEX "hawala_details_search_trgm_idx" ON "hawala_details" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hawalas_search_trgm_idx" ON "hawalas" USING gin ("search_text" gin_trgm_ops);
