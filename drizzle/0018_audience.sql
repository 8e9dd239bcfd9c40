CREATE TABLE "audience_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"source" text NOT NULL,
	"source_page_id" uuid,
	"consent_basis" text,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"welcome_page_id" uuid,
	"welcome_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audience_subscribers_status_check" CHECK ("audience_subscribers"."status" in ('unconfirmed', 'subscribed', 'unsubscribed')),
	CONSTRAINT "audience_subscribers_source_check" CHECK ("audience_subscribers"."source" in ('page', 'import'))
);
--> statement-breakpoint
CREATE TABLE "optin_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"lead_magnet_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"headline" text NOT NULL,
	"bullets" text[] NOT NULL,
	"display_name" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"unpublished_by" text,
	"pdf" "bytea" NOT NULL,
	"pdf_file_name" text NOT NULL,
	"cover" "bytea" NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "optin_pages_status_check" CHECK ("optin_pages"."status" in ('published', 'unpublished'))
);
--> statement-breakpoint
CREATE TABLE "welcome_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"delay_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welcome_emails_delay_check" CHECK ("welcome_emails"."delay_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "welcome_sequences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"page_id" uuid NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"enabled_at" timestamp with time zone,
	"offline" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "audience_subscribers" ADD CONSTRAINT "audience_subscribers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_subscribers" ADD CONSTRAINT "audience_subscribers_source_page_id_optin_pages_id_fk" FOREIGN KEY ("source_page_id") REFERENCES "public"."optin_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_subscribers" ADD CONSTRAINT "audience_subscribers_welcome_page_id_optin_pages_id_fk" FOREIGN KEY ("welcome_page_id") REFERENCES "public"."optin_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optin_pages" ADD CONSTRAINT "optin_pages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optin_pages" ADD CONSTRAINT "optin_pages_lead_magnet_id_lead_magnets_id_fk" FOREIGN KEY ("lead_magnet_id") REFERENCES "public"."lead_magnets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_emails" ADD CONSTRAINT "welcome_emails_sequence_id_welcome_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."welcome_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_emails" ADD CONSTRAINT "welcome_emails_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_sequences" ADD CONSTRAINT "welcome_sequences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_sequences" ADD CONSTRAINT "welcome_sequences_page_id_optin_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."optin_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audience_subscribers_user_email_idx" ON "audience_subscribers" USING btree ("user_id","email");--> statement-breakpoint
CREATE INDEX "audience_subscribers_user_created_idx" ON "audience_subscribers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "audience_subscribers_unconfirmed_idx" ON "audience_subscribers" USING btree ("created_at") WHERE "audience_subscribers"."status" = 'unconfirmed';--> statement-breakpoint
CREATE INDEX "audience_subscribers_welcome_idx" ON "audience_subscribers" USING btree ("welcome_page_id") WHERE "audience_subscribers"."welcome_started_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "optin_pages_slug_idx" ON "optin_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "optin_pages_lead_magnet_idx" ON "optin_pages" USING btree ("lead_magnet_id");--> statement-breakpoint
CREATE INDEX "optin_pages_user_idx" ON "optin_pages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "welcome_emails_sequence_idx" ON "welcome_emails" USING btree ("sequence_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "welcome_sequences_page_idx" ON "welcome_sequences" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "welcome_sequences_user_idx" ON "welcome_sequences" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_deliveries_owner_idx" ON "email_deliveries" USING btree ("owner_id","created_at") WHERE "email_deliveries"."owner_id" is not null;