ALTER TABLE "users" ADD COLUMN "language" varchar(10) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar" varchar(20) DEFAULT 'gregorian' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'fa-AF', 'ps'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_check" CHECK ("users"."calendar" in ('gregorian', 'solar-hijri'));