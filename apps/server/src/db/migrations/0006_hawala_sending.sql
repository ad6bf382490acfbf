-- Hawalas we send post money (docs/decisions.md 'Hawalas we send'): each keeps the receiver's secret code, where the
-- sender's money came from, who marked it paid and who cancelled it and why; its postings (the send and, when
-- cancelled, the refund) are transactions linked by sent_hawala_id (a document column, so deleted_transactions has it too). 'paid' joins SPEC's statuses.
ALTER TABLE "hawalas" DROP CONSTRAINT "hawalas_status_check";--> statement-breakpoint
ALTER TABLE "hawalas" ADD CONSTRAINT "hawalas_status_check" CHECK ("hawalas"."status" in ('sent', 'received', 'pending', 'completed', 'cancelled', 'paid'));--> statement-breakpoint
ALTER TABLE "hawalas" ADD COLUMN "secret_code" varchar(12);--> statement-breakpoint
ALTER TABLE "hawalas" ADD COLUMN "paid_from_account_id" integer;--> statement-breakpoint
ALTER TABLE "hawalas" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hawalas" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "hawalas" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hawalas" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "hawalas" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "hawalas" ADD CONSTRAINT "hawalas_paid_from_account_id_accounts_id_fk" FOREIGN KEY ("paid_from_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hawalas" ADD CONSTRAINT "hawalas_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hawalas" ADD CONSTRAINT "hawalas_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hawalas_status_id_idx" ON "hawalas" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "hawalas_created_at_idx" ON "hawalas" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "sent_hawala_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_sent_hawala_id_hawalas_id_fk" FOREIGN KEY ("sent_hawala_id") REFERENCES "public"."hawalas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_sent_hawala_idx" ON "transactions" USING btree ("sent_hawala_id");--> statement-breakpoint
ALTER TABLE "deleted_transactions" ADD COLUMN "sent_hawala_id" integer;--> statement-breakpoint
ALTER TABLE "deleted_transactions" ADD CONSTRAINT "deleted_transactions_sent_hawala_id_hawalas_id_fk" FOREIGN KEY ("sent_hawala_id") REFERENCES "public"."hawalas"("id") ON DELETE no action ON UPDATE no action;
