-- A suspicious-activity case's records are kept (docs/decisions.md, Compliance: suspicious-activity cases, and
-- Retention): no row of a case, its notes, attachments or linked transactions is ever deleted, and none changes, for
-- every role, the app's included. Two changes are let through. A case leaves open once: its opening record (subject,
-- grounds, who opened it, when, its deadline) stays as it was, and a case no longer open never changes again. And a
-- foreign key's own ON DELETE SET NULL of a removed user's id (it runs inside the key's trigger, so at depth > 1),
-- where every changed column becomes NULL; the name kept beside the id still says who acted.
CREATE FUNCTION refuse_case_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(jsonb_object_agg(n.key, n.value), '{}'::jsonb) INTO changed
      FROM jsonb_each(to_jsonb(NEW)) n JOIN jsonb_each(to_jsonb(OLD)) o USING (key)
      WHERE n.value IS DISTINCT FROM o.value;
    IF pg_trigger_depth() > 1 AND NOT EXISTS (SELECT 1 FROM jsonb_each(changed) WHERE value <> 'null'::jsonb) THEN
      RETURN NEW;
    END IF;
    IF TG_TABLE_NAME = 'compliance_cases' AND to_jsonb(OLD) ->> 'status' = 'open'
       AND NOT changed ?| ARRAY['id', 'account_id', 'grounds', 'opened_at', 'opened_by', 'opened_by_name', 'deadline'] THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION '% on % is refused: a case''s records are kept', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER compliance_cases_kept BEFORE UPDATE OR DELETE ON "compliance_cases" FOR EACH ROW EXECUTE FUNCTION refuse_case_record_change();--> statement-breakpoint
CREATE TRIGGER compliance_case_notes_kept BEFORE UPDATE OR DELETE ON "compliance_case_notes" FOR EACH ROW EXECUTE FUNCTION refuse_case_record_change();--> statement-breakpoint
CREATE TRIGGER compliance_case_attachments_kept BEFORE UPDATE OR DELETE ON "compliance_case_attachments" FOR EACH ROW EXECUTE FUNCTION refuse_case_record_change();--> statement-breakpoint
CREATE TRIGGER compliance_case_transactions_kept BEFORE UPDATE OR DELETE ON "compliance_case_transactions" FOR EACH ROW EXECUTE FUNCTION refuse_case_record_change();
