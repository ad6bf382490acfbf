CREATE TABLE "journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"entity" varchar(40) NOT NULL,
	"entity_id" varchar(64) NOT NULL,
	"actor_id" uuid,
	"actor_name" varchar(100),
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_links" (
	"position" bigint PRIMARY KEY NOT NULL,
	"journal_id" bigint NOT NULL,
	"prev_hash" char(64) NOT NULL,
	"hash" char(64) NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_links_journalId_unique" UNIQUE("journal_id")
);
--> statement-breakpoint
CREATE TABLE "journal_pending" (
	"journal_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_closes" ADD COLUMN "journal_head" varchar(64);--> statement-breakpoint
ALTER TABLE "day_closes" ADD COLUMN "journal_position" bigint;--> statement-breakpoint
ALTER TABLE "journal_links" ADD CONSTRAINT "journal_links_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_pending" ADD CONSTRAINT "journal_pending_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entity_idx" ON "journal" USING btree ("entity","entity_id","id");--> statement-breakpoint
-- History is only ever added (docs/decisions.md, Journal): UPDATE and DELETE are refused for every role, the app's
-- included. The one change let through is a foreign key's own ON DELETE SET NULL of a deleted user's id (it runs
-- inside the key's trigger, so at depth > 1) with every other column unchanged.
CREATE FUNCTION refuse_history_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 AND (to_jsonb(NEW) ->> 'user_id') IS NULL
     AND (to_jsonb(NEW) - 'user_id') = (to_jsonb(OLD) - 'user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% on % is refused: history is only ever added', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER journal_append_only BEFORE UPDATE OR DELETE ON "journal" FOR EACH ROW EXECUTE FUNCTION refuse_history_change();--> statement-breakpoint
CREATE TRIGGER journal_links_append_only BEFORE UPDATE OR DELETE ON "journal_links" FOR EACH ROW EXECUTE FUNCTION refuse_history_change();--> statement-breakpoint
CREATE TRIGGER transaction_audit_log_append_only BEFORE UPDATE OR DELETE ON "transaction_audit_log" FOR EACH ROW EXECUTE FUNCTION refuse_history_change();--> statement-breakpoint
CREATE TRIGGER setting_changes_append_only BEFORE UPDATE OR DELETE ON "setting_changes" FOR EACH ROW EXECUTE FUNCTION refuse_history_change();--> statement-breakpoint
CREATE TRIGGER role_changes_append_only BEFORE UPDATE OR DELETE ON "role_changes" FOR EACH ROW EXECUTE FUNCTION refuse_history_change();--> statement-breakpoint
CREATE TRIGGER account_type_changes_append_only BEFORE UPDATE OR DELETE ON "account_type_changes" FOR EACH ROW EXECUTE FUNCTION refuse_history_change();--> statement-breakpoint
CREATE TRIGGER hawala_status_log_append_only BEFORE UPDATE OR DELETE ON "hawala_status_log" FOR EACH ROW EXECUTE FUNCTION refuse_history_change();--> statement-breakpoint
CREATE TRIGGER credit_limit_overrides_append_only BEFORE UPDATE OR DELETE ON "credit_limit_overrides" FOR EACH ROW EXECUTE FUNCTION refuse_history_change();
--> statement-breakpoint
-- The books already kept when the journal arrived: each live transaction's entries, as a baseline row the chain starts
-- from (docs/decisions.md, Journal), so verification compares them like any later write.
INSERT INTO "journal" ("kind", "entity", "entity_id", "payload", "created_at")
SELECT 'transaction.baseline', 'transaction', t.id::text,
       jsonb_build_object('entries', coalesce((
         SELECT jsonb_agg(jsonb_build_object('accountId', e.account_id, 'currencyId', e.currency_id, 'amount', e.amount::text) ORDER BY e.id)
         FROM ledger_entries e WHERE e.transaction_id = t.id AND NOT e.fx_profit), '[]'::jsonb)),
       date_trunc('milliseconds', now())
FROM transactions t ORDER BY t.id;--> statement-breakpoint
INSERT INTO "journal_pending" ("journal_id") SELECT id FROM "journal";
