CREATE TABLE "hawala_status_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hawala_details_id" integer NOT NULL,
	"from_status" varchar(20) NOT NULL,
	"to_status" varchar(20) NOT NULL,
	"transaction_id" integer,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hawala_status_log" ADD CONSTRAINT "hawala_status_log_hawala_details_id_hawala_details_id_fk" FOREIGN KEY ("hawala_details_id") REFERENCES "public"."hawala_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hawala_status_log" ADD CONSTRAINT "hawala_status_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hawala_status_log_hawala_idx" ON "hawala_status_log" USING btree ("hawala_details_id");