CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"kind" varchar(20) NOT NULL,
	"target_id" integer,
	"body" jsonb NOT NULL,
	"grounds" text[] NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"maker_id" uuid NOT NULL,
	"maker_name" varchar(100) NOT NULL,
	"approval_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decider_id" uuid,
	"decider_name" varchar(100),
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"transaction_id" integer,
	CONSTRAINT "approval_requests_kind_check" CHECK ("approval_requests"."kind" in ('post', 'settlement', 'pass', 'edit', 'delete', 'recover')),
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('pending', 'approved', 'rejected', 'withdrawn', 'expired')),
	CONSTRAINT "approval_requests_decided_check" CHECK (("approval_requests"."status" in ('approved', 'rejected')) = ("approval_requests"."decider_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decider_id_users_id_fk" FOREIGN KEY ("decider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "approval_requests_maker_idx" ON "approval_requests" USING btree ("maker_id","id");--> statement-breakpoint
CREATE INDEX "approval_requests_transaction_idx" ON "approval_requests" USING btree ("transaction_id");