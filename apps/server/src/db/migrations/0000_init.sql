-- Trigram indexes (accounts search) need pg_trgm; drizzle-kit does not emit extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" varchar(255),
	"email" varchar(255),
	"phone" varchar(50),
	"role" varchar(20) DEFAULT 'user' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'operator', 'user'))
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"symbol" varchar(10) NOT NULL,
	"exchange_rate" numeric(20, 8) DEFAULT '1' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "exchange_rate_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_currency" varchar(10) NOT NULL,
	"to_currency" varchar(10) NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"currency_id" integer
);
--> statement-breakpoint
CREATE TABLE "account_balances" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"balance" numeric(20, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_balances_account_currency_key" UNIQUE("account_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "account_code_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"prefix" varchar(10) DEFAULT 'AC' NOT NULL,
	"current_number" integer DEFAULT 1000 NOT NULL,
	CONSTRAINT "account_code_settings_single_row" CHECK ("account_code_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "account_documents" (
	"account_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_documents_account_id_kind_pk" PRIMARY KEY("account_id","kind"),
	CONSTRAINT "account_documents_kind_check" CHECK ("account_documents"."kind" in ('picture', 'signature'))
);
--> statement-breakpoint
CREATE TABLE "account_number_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" varchar(10) NOT NULL,
	"prefix" varchar(10) DEFAULT '' NOT NULL,
	"start_number" integer DEFAULT 1000 NOT NULL,
	"current_number" integer DEFAULT 1000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_number_settings_currency_unique" UNIQUE("currency")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_code" varchar(50) NOT NULL,
	"account_name" varchar(255) NOT NULL,
	"last_name" varchar(255),
	"father_name" varchar(255),
	"tazkira_number" varchar(100),
	"email" varchar(255),
	"phone" varchar(50),
	"date_of_birth" varchar(10),
	"currency_id" integer NOT NULL,
	"address" text,
	"account_type" varchar(20) DEFAULT 'customer' NOT NULL,
	"account_status" varchar(20) DEFAULT 'active' NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_accountCode_unique" UNIQUE("account_code"),
	CONSTRAINT "accounts_type_check" CHECK ("accounts"."account_type" in ('personal', 'business', 'customer', 'company', 'partner', 'hawala_partner')),
	CONSTRAINT "accounts_status_check" CHECK ("accounts"."account_status" in ('active', 'inactive', 'suspended', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "deleted_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"original_transaction_id" integer NOT NULL,
	"trans_type" varchar(20) NOT NULL,
	"trans_description" varchar(255),
	"currency_id" integer,
	"d_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"c_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"c_currency_id" integer,
	"c_trans_description" varchar(255),
	"in_account_id" integer,
	"out_account_id" integer,
	"trans_date_time" timestamp with time zone,
	"trans_date" varchar(10),
	"ex_rate" numeric(20, 8) DEFAULT '1' NOT NULL,
	"user_created" varchar(100),
	"date_created" timestamp with time zone,
	"user_modified" varchar(100),
	"date_modified" timestamp with time zone,
	"reference_id" integer DEFAULT 0 NOT NULL,
	"hawala_id" integer DEFAULT 0 NOT NULL,
	"trans_id" integer DEFAULT 0 NOT NULL,
	"original_created_at" timestamp with time zone,
	"original_updated_at" timestamp with time zone,
	"deleted_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_user_id" uuid,
	"deletion_reason" text,
	"form_name" varchar(100),
	CONSTRAINT "deleted_transactions_originalTransactionId_unique" UNIQUE("original_transaction_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" varchar(255) NOT NULL,
	"method" varchar(10) NOT NULL,
	"path" varchar(255) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" integer NOT NULL,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"old_values" jsonb,
	"new_values" jsonb,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_audit_log_action_check" CHECK ("transaction_audit_log"."action" in ('create', 'update', 'delete', 'recover'))
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"trans_type" varchar(20) NOT NULL,
	"trans_description" varchar(255),
	"currency_id" integer,
	"d_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"c_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"c_currency_id" integer,
	"c_trans_description" varchar(255),
	"in_account_id" integer,
	"out_account_id" integer,
	"trans_date_time" timestamp with time zone,
	"trans_date" varchar(10),
	"ex_rate" numeric(20, 8) DEFAULT '1' NOT NULL,
	"user_created" varchar(100),
	"date_created" timestamp with time zone,
	"user_modified" varchar(100),
	"date_modified" timestamp with time zone,
	"reference_id" integer DEFAULT 0 NOT NULL,
	"hawala_id" integer DEFAULT 0 NOT NULL,
	"trans_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_type_check" CHECK ("transactions"."trans_type" in ('Debit', 'Credit', 'Transfer', 'Hawala', 'Exchange'))
);
--> statement-breakpoint
CREATE TABLE "hawala_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_code" varchar(50) DEFAULT '2001' NOT NULL,
	"hawala_no" varchar(50) NOT NULL,
	"sender_name" varchar(255),
	"sender_location" varchar(255),
	"receiver_name" varchar(255),
	"receiver_location" varchar(255),
	"amount" numeric(20, 2),
	"currency" varchar(10) DEFAULT 'AFN' NOT NULL,
	"exchange_rate" numeric(20, 8),
	"r_amount" numeric(20, 2),
	"rate" numeric(20, 8),
	"into_usd" numeric(20, 2),
	"hawala_status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"remarks" text,
	"import_date" timestamp with time zone,
	"transaction_date" varchar(10),
	"hawala_date" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hawala_details_hawalaNo_unique" UNIQUE("hawala_no"),
	CONSTRAINT "hawala_details_status_check" CHECK ("hawala_details"."hawala_status" in ('Pending', 'Passed', 'Processed', 'Completed', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "hawala_serial_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"prefix" varchar(10) DEFAULT 'HWL' NOT NULL,
	"next_number" integer DEFAULT 1001 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hawala_serial_settings_single_row" CHECK ("hawala_serial_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "hawalas" (
	"id" serial PRIMARY KEY NOT NULL,
	"hawala_number" varchar(50) NOT NULL,
	"sender_account_id" integer,
	"receiver_account_id" integer,
	"sender_name" varchar(255) NOT NULL,
	"receiver_name" varchar(255) NOT NULL,
	"sender_phone" varchar(50),
	"receiver_phone" varchar(50),
	"amount" numeric(20, 2) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"exchange_rate" numeric(20, 8),
	"converted_amount" numeric(20, 2),
	"converted_currency" varchar(10),
	"partner_account_id" integer,
	"commission" numeric(10, 2) DEFAULT '0' NOT NULL,
	"status" varchar(20) DEFAULT 'sent' NOT NULL,
	"notes" text,
	"processed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hawalas_hawalaNumber_unique" UNIQUE("hawala_number"),
	CONSTRAINT "hawalas_status_check" CHECK ("hawalas"."status" in ('sent', 'received', 'pending', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_number" varchar(50) NOT NULL,
	"borrower_account_id" integer,
	"lender_account_id" integer,
	"principal_amount" numeric(20, 2) NOT NULL,
	"interest_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"currency" varchar(10) NOT NULL,
	"term" integer,
	"start_date" date NOT NULL,
	"due_date" date NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_loanNumber_unique" UNIQUE("loan_number")
);
--> statement-breakpoint
CREATE TABLE "old_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_number" varchar(50) NOT NULL,
	"type" varchar(20) NOT NULL,
	"from_account_id" integer,
	"to_account_id" integer,
	"amount" numeric(20, 2) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"exchange_rate" numeric(20, 8) DEFAULT '1',
	"converted_amount" numeric(20, 2),
	"converted_currency" varchar(10),
	"description" text,
	"reference" varchar(255),
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"processed_by" uuid,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "old_transactions_transactionNumber_unique" UNIQUE("transaction_number"),
	CONSTRAINT "old_transactions_type_check" CHECK ("old_transactions"."type" in ('debit', 'credit', 'transfer', 'exchange', 'loan', 'hawala')),
	CONSTRAINT "old_transactions_status_check" CHECK ("old_transactions"."status" in ('pending', 'completed', 'cancelled', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rate_history" ADD CONSTRAINT "exchange_rate_history_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_documents" ADD CONSTRAINT "account_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_transactions" ADD CONSTRAINT "deleted_transactions_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_transactions" ADD CONSTRAINT "deleted_transactions_c_currency_id_currencies_id_fk" FOREIGN KEY ("c_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_transactions" ADD CONSTRAINT "deleted_transactions_in_account_id_accounts_id_fk" FOREIGN KEY ("in_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_transactions" ADD CONSTRAINT "deleted_transactions_out_account_id_accounts_id_fk" FOREIGN KEY ("out_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_transactions" ADD CONSTRAINT "deleted_transactions_deleted_user_id_users_id_fk" FOREIGN KEY ("deleted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_audit_log" ADD CONSTRAINT "transaction_audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_c_currency_id_currencies_id_fk" FOREIGN KEY ("c_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_in_account_id_accounts_id_fk" FOREIGN KEY ("in_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_out_account_id_accounts_id_fk" FOREIGN KEY ("out_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hawalas" ADD CONSTRAINT "hawalas_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hawalas" ADD CONSTRAINT "hawalas_receiver_account_id_accounts_id_fk" FOREIGN KEY ("receiver_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hawalas" ADD CONSTRAINT "hawalas_partner_account_id_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hawalas" ADD CONSTRAINT "hawalas_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_borrower_account_id_accounts_id_fk" FOREIGN KEY ("borrower_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_lender_account_id_accounts_id_fk" FOREIGN KEY ("lender_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_transactions" ADD CONSTRAINT "old_transactions_from_account_id_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_transactions" ADD CONSTRAINT "old_transactions_to_account_id_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_transactions" ADD CONSTRAINT "old_transactions_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "accounts_name_trgm_idx" ON "accounts" USING gin ("account_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_code_trgm_idx" ON "accounts" USING gin ("account_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deleted_transactions_type_idx" ON "deleted_transactions" USING btree ("trans_type","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_currency_idx" ON "ledger_entries" USING btree ("account_id","currency_id");--> statement-breakpoint
CREATE INDEX "transaction_audit_log_transaction_idx" ON "transaction_audit_log" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_type_id_idx" ON "transactions" USING btree ("trans_type","id");--> statement-breakpoint
CREATE INDEX "transactions_trans_date_idx" ON "transactions" USING btree ("trans_date");--> statement-breakpoint
CREATE INDEX "transactions_in_account_idx" ON "transactions" USING btree ("in_account_id");--> statement-breakpoint
CREATE INDEX "transactions_out_account_idx" ON "transactions" USING btree ("out_account_id");--> statement-breakpoint
CREATE INDEX "transactions_hawala_idx" ON "transactions" USING btree ("hawala_id");--> statement-breakpoint
CREATE INDEX "hawala_details_transaction_date_idx" ON "hawala_details" USING btree ("transaction_date");