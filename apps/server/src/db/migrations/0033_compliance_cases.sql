CREATE TABLE "compliance_case_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"uploaded_by_name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_case_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"text" text NOT NULL,
	"author_id" uuid,
	"author_name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_case_transactions" (
	"case_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	CONSTRAINT "compliance_case_transactions_case_id_transaction_id_pk" PRIMARY KEY("case_id","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "compliance_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"grounds" text NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" uuid,
	"opened_by_name" varchar(100) NOT NULL,
	"deadline" varchar(10) NOT NULL,
	"filed_at" timestamp with time zone,
	"filed_by" uuid,
	"filed_by_name" varchar(100),
	"reference" varchar(100),
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"closed_by_name" varchar(100),
	"close_reason" text,
	CONSTRAINT "compliance_cases_status_check" CHECK ("compliance_cases"."status" in ('open', 'filed', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "compliance_case_attachments" ADD CONSTRAINT "compliance_case_attachments_case_id_compliance_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."compliance_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_case_attachments" ADD CONSTRAINT "compliance_case_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_case_notes" ADD CONSTRAINT "compliance_case_notes_case_id_compliance_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."compliance_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_case_notes" ADD CONSTRAINT "compliance_case_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_case_transactions" ADD CONSTRAINT "compliance_case_transactions_case_id_compliance_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."compliance_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_case_attachments_case_idx" ON "compliance_case_attachments" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "compliance_case_notes_case_idx" ON "compliance_case_notes" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "compliance_case_transactions_transaction_idx" ON "compliance_case_transactions" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "compliance_cases_status_idx" ON "compliance_cases" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "compliance_cases_account_idx" ON "compliance_cases" USING btree ("account_id");