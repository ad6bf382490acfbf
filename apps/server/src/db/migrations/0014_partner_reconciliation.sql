CREATE TABLE "partner_sheet_mappings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"from_date" varchar(10) NOT NULL,
	"to_date" varchar(10) NOT NULL,
	"tolerance_days" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"sign" varchar(10) NOT NULL,
	"created_by" uuid,
	"created_by_name" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb NOT NULL,
	"balanced" boolean,
	"totals" jsonb NOT NULL,
	"result" json NOT NULL,
	CONSTRAINT "partner_reconciliations_sign_check" CHECK ("partner_reconciliations"."sign" in ('mirror', 'same'))
);
--> statement-breakpoint
ALTER TABLE "partner_sheet_mappings" ADD CONSTRAINT "partner_sheet_mappings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_sheet_mappings" ADD CONSTRAINT "partner_sheet_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_reconciliations" ADD CONSTRAINT "partner_reconciliations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_reconciliations" ADD CONSTRAINT "partner_reconciliations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_reconciliations_account_idx" ON "partner_reconciliations" USING btree ("account_id","created_at" DESC NULLS LAST);
