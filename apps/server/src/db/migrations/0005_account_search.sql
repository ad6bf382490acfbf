-- The account search rule, in one place (docs/decisions.md, "Finding accounts"). Both the indexes below and the
-- server's query wrap text in these functions (apps/server/src/db/search-keys.ts), so they always agree; the
-- folded names, phone and tazkira are stored generated columns, so only the typed text is folded per search.
--
-- search_fold: lower case; Arabic yeh/alef maksura -> Persian yeh, Arabic kaf -> keheh, teh marbuta and heh with
-- yeh -> heh, hamza/wasla alefs -> alef, no-break space -> space; Persian and Arabic-Indic digits -> ASCII; harakat
-- (U+064B-065F), superscript alef, tatweel, ZWNJ/ZWJ and direction marks removed. Only lower and translate, no regular
-- expression: a broad search rechecks this on every candidate row. The server splits typed text into words itself.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(translate(value,
    U&'\064A\0649\0643\0629\06C0\0623\0625\0671\00A0\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065A\065B\065C\065D\065E\065F\0670\0640\200C\200D\200E\200F',
    U&'\06CC\06CC\06A9\0647\0647\0627\0627\0627\0020' || '01234567890123456789')) $$;--> statement-breakpoint
-- phone_fold: the national number's digits. Persian/Arabic-Indic digits -> ASCII; a +93 / 0093 prefix, then every
-- non-digit, then a bare 93 before nine digits or leading zeros removed: '+93 700 123 456', '0700-123-456' and
-- '۰۷۰۰ ۱۲۳ ۴۵۶' are all '700123456'.
CREATE OR REPLACE FUNCTION phone_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT regexp_replace(regexp_replace(regexp_replace(
    translate(value, U&'\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669', '01234567890123456789'),
    '^\s*(\+|00)\s*93', ''), '[^0-9]', '', 'g'), '^(93(?=[0-9]{9}$)|0+)', '') $$;--> statement-breakpoint
DROP INDEX "accounts_name_trgm_idx";--> statement-breakpoint
DROP INDEX "accounts_code_trgm_idx";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "search_names" text GENERATED ALWAYS AS (search_fold(coalesce("accounts"."account_code", '') || ' ' || coalesce("accounts"."account_name", '') || ' ' || coalesce("accounts"."last_name", '') || ' ' || coalesce("accounts"."father_name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "search_phone" text GENERATED ALWAYS AS (phone_fold("accounts"."phone")) STORED;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "search_tazkira" text GENERATED ALWAYS AS (translate(search_fold("accounts"."tazkira_number"), ' -/.', '')) STORED;--> statement-breakpoint
CREATE INDEX "accounts_code_search_idx" ON "accounts" USING btree (search_fold(coalesce("account_code", '')));--> statement-breakpoint
CREATE INDEX "accounts_name_search_idx" ON "accounts" USING gin ("search_names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_phone_search_idx" ON "accounts" USING gin ("search_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_tazkira_search_idx" ON "accounts" USING gin ("search_tazkira" gin_trgm_ops);