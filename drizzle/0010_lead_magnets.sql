CREATE TABLE "lead_magnets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"target_audience" text NOT NULL,
	"industry" text NOT NULL,
	"pain_points" jsonb NOT NULL,
	"lead_magnet_type" text NOT NULL,
	"content_outline" jsonb NOT NULL,
	"design_preferences" jsonb NOT NULL,
	"generated_content" jsonb NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_magnets" ADD CONSTRAINT "lead_magnets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_magnets_user_created_idx" ON "lead_magnets" USING btree ("user_id","created_at");