CREATE TABLE "account_id_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "id_type" varchar(20);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "id_number" varchar(50);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "id_issue_date" varchar(10);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "id_expiry_date" varchar(10);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "nationality" varchar(100);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "occupation" varchar(100);--> statement-breakpoint
ALTER TABLE "account_id_images" ADD CONSTRAINT "account_id_images_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_id_images_account_idx" ON "account_id_images" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "accounts_id_expiry_idx" ON "accounts" USING btree ("id_expiry_date") WHERE "accounts"."id_expiry_date" is not null;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_id_type_check" CHECK ("accounts"."id_type" in ('tazkira', 'e-tazkira', 'passport', 'other'));