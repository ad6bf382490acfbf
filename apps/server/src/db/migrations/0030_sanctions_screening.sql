CREATE TABLE "sanctions_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"reference" varchar(60) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"name" text NOT NULL,
	"aliases" jsonb NOT NULL,
	"dates_of_birth" jsonb NOT NULL,
	"nationality" text,
	"listed_on" varchar(40),
	"fingerprint" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanctions_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" varchar(10) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"generated_on" varchar(40),
	"entry_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" uuid,
	"imported_by_name" varchar(100) NOT NULL,
	CONSTRAINT "sanctions_lists_source_check" CHECK ("sanctions_lists"."source" in ('un', 'local'))
);
--> statement-breakpoint
CREATE TABLE "screening_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_kind" varchar(20) NOT NULL,
	"subject_id" integer,
	"subject" jsonb NOT NULL,
	"name_key" text NOT NULL,
	"entry_id" integer NOT NULL,
	"matched_alias" text NOT NULL,
	"score" numeric(4, 3) NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"note" text,
	"decided_by" uuid,
	"decided_by_name" varchar(100),
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_hits_kind_check" CHECK ("screening_hits"."subject_kind" in ('account', 'hawala', 'hawalaImport', 'walkIn')),
	CONSTRAINT "screening_hits_status_check" CHECK ("screening_hits"."status" in ('open', 'released', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "screening_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_key" text NOT NULL,
	"entry_reference" varchar(60) NOT NULL,
	"entry_fingerprint" varchar(64) NOT NULL,
	"hit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_status_check";--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD CONSTRAINT "sanctions_entries_list_id_sanctions_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."sanctions_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_lists" ADD CONSTRAINT "sanctions_lists_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_entry_id_sanctions_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."sanctions_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_releases" ADD CONSTRAINT "screening_releases_hit_id_screening_hits_id_fk" FOREIGN KEY ("hit_id") REFERENCES "public"."screening_hits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sanctions_entries_list_idx" ON "sanctions_entries" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "sanctions_lists_source_idx" ON "sanctions_lists" USING btree ("source","id");--> statement-breakpoint
CREATE INDEX "screening_hits_subject_idx" ON "screening_hits" USING btree ("subject_kind","subject_id","status");--> statement-breakpoint
CREATE INDEX "screening_hits_status_idx" ON "screening_hits" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_releases_key_idx" ON "screening_releases" USING btree ("name_key","entry_reference","entry_fingerprint");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_status_check" CHECK ("accounts"."account_status" in ('active', 'inactive', 'suspended', 'closed', 'on_hold'));