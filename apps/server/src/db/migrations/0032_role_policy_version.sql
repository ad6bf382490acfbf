CREATE TABLE "role_policy_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written below (docs/decisions.md, Every core): the one row, and the triggers that bump it on every change to
-- a role's grants or limits, so no path that changes them can leave another app process on its old cached policy.
INSERT INTO "role_policy_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION bump_role_policy_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE role_policy_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER role_grants_bump_policy_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_grants" FOR EACH STATEMENT EXECUTE FUNCTION bump_role_policy_version();--> statement-breakpoint
CREATE TRIGGER role_limits_bump_policy_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_limits" FOR EACH STATEMENT EXECUTE FUNCTION bump_role_policy_version();
