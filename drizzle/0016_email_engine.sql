CREATE TABLE "email_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"lists" text[] NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_deliveries_status_check" CHECK ("email_deliveries"."status" in ('queued', 'sending', 'sent', 'failed', 'bounced', 'skipped', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_email_campaigns" DROP CONSTRAINT "bulk_email_campaigns_status_check";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_email_campaigns" ADD COLUMN "preheader" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_email_campaigns" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_email_campaigns" ADD COLUMN "audience" text DEFAULT 'newsletter' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_email_campaigns" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_email_campaigns" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_email_campaigns" ADD COLUMN "error" text;--> statement-breakpoint
CREATE UNIQUE INDEX "email_deliveries_ref_email_idx" ON "email_deliveries" USING btree ("ref_id","email");--> statement-breakpoint
CREATE INDEX "email_deliveries_ref_status_idx" ON "email_deliveries" USING btree ("ref_id","status");--> statement-breakpoint
CREATE INDEX "email_deliveries_queued_idx" ON "email_deliveries" USING btree ("next_attempt_at") WHERE "email_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "email_deliveries_sending_idx" ON "email_deliveries" USING btree ("lease_until") WHERE "email_deliveries"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "email_deliveries_claimed_idx" ON "email_deliveries" USING btree ("claimed_at");--> statement-breakpoint
CREATE INDEX "bulk_email_campaigns_created_idx" ON "bulk_email_campaigns" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "bulk_email_campaigns" ADD CONSTRAINT "bulk_email_campaigns_audience_check" CHECK ("bulk_email_campaigns"."audience" in ('members', 'newsletter', 'both'));--> statement-breakpoint
ALTER TABLE "bulk_email_campaigns" ADD CONSTRAINT "bulk_email_campaigns_status_check" CHECK ("bulk_email_campaigns"."status" in ('draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled', 'failed'));