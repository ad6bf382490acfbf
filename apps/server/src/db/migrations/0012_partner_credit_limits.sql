CREATE TABLE "partner_credit_limits" (
	"account_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"credit_limit" numeric(20, 2) NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_credit_limits_account_id_currency_id_pk" PRIMARY KEY("account_id","currency_id"),
	CONSTRAINT "partner_credit_limits_positive" CHECK ("partner_credit_limits"."credit_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_limit_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"hawala_details_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"credit_limit" numeric(20, 2) NOT NULL,
	"owed_after" numeric(20, 2) NOT NULL,
	"reason" text NOT NULL,
	"user_id" uuid,
	"username" varchar(100) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_credit_limits" ADD CONSTRAINT "partner_credit_limits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_credit_limits" ADD CONSTRAINT "partner_credit_limits_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_credit_limits" ADD CONSTRAINT "partner_credit_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_limit_overrides" ADD CONSTRAINT "credit_limit_overrides_hawala_details_id_hawala_details_id_fk" FOREIGN KEY ("hawala_details_id") REFERENCES "public"."hawala_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_limit_overrides" ADD CONSTRAINT "credit_limit_overrides_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_limit_overrides" ADD CONSTRAINT "credit_limit_overrides_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_limit_overrides" ADD CONSTRAINT "credit_limit_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_limit_overrides_hawala_idx" ON "credit_limit_overrides" USING btree ("hawala_details_id");--> statement-breakpoint
CREATE INDEX "credit_limit_overrides_account_idx" ON "credit_limit_overrides" USING btree ("account_id","id");
