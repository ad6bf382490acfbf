CREATE TABLE "role_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" varchar(20) NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL,
	"user_id" uuid,
	"username" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_grants" (
	"role" varchar(20) PRIMARY KEY NOT NULL,
	"permissions" text[] NOT NULL,
	"changes_need_approval" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_grants_role_check" CHECK ("role_grants"."role" in ('admin', 'operator', 'user'))
);
--> statement-breakpoint
CREATE TABLE "role_limits" (
	"role" varchar(20) NOT NULL,
	"currency_id" integer NOT NULL,
	"alone" numeric(20, 2),
	"at_all" numeric(20, 2),
	CONSTRAINT "role_limits_role_currency_id_pk" PRIMARY KEY("role","currency_id"),
	CONSTRAINT "role_limits_role_check" CHECK ("role_limits"."role" in ('admin', 'operator', 'user'))
);
--> statement-breakpoint
ALTER TABLE "role_changes" ADD CONSTRAINT "role_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_limits" ADD CONSTRAINT "role_limits_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_changes_role_idx" ON "role_changes" USING btree ("role","id");--> statement-breakpoint
-- The clerk limits kept in app_settings become the 'user' role's limits alone (docs/decisions.md, Roles the owner shapes).
INSERT INTO "role_limits" ("role", "currency_id", "alone")
SELECT 'user', c."id", l.value::numeric(20, 2)
FROM "app_settings" s
CROSS JOIN LATERAL jsonb_each_text(s."value") AS l(key, value)
JOIN "currencies" c ON c."code" = l.key
WHERE s."key" = 'clerk_limits' AND l.value IS NOT NULL;
