CREATE TABLE "mission_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"mission_text" text NOT NULL,
	"statements" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_bios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"bios" jsonb NOT NULL,
	"mission_statement" text NOT NULL,
	"tone" text NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_bios_user_platform_key" UNIQUE("user_id","platform")
);
--> statement-breakpoint
CREATE TABLE "niche_discoveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"recommended_niche" text NOT NULL,
	"answers" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"niche" text NOT NULL,
	"audience" text NOT NULL,
	"pain_points" jsonb NOT NULL,
	"transformation_promise" text NOT NULL,
	"content_pillars" jsonb NOT NULL,
	"script_types" jsonb NOT NULL,
	"generated_content" jsonb NOT NULL,
	"share_token" text,
	"offline" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_plans_share_token_unique" UNIQUE("share_token")
);
--> statement-breakpoint
ALTER TABLE "mission_statements" ADD CONSTRAINT "mission_statements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_bios" ADD CONSTRAINT "social_bios_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_discoveries" ADD CONSTRAINT "niche_discoveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_plans" ADD CONSTRAINT "content_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_statements_user_generated_idx" ON "mission_statements" USING btree ("user_id","generated_at");--> statement-breakpoint
CREATE INDEX "niche_discoveries_user_generated_idx" ON "niche_discoveries" USING btree ("user_id","generated_at");--> statement-breakpoint
CREATE INDEX "content_plans_user_created_idx" ON "content_plans" USING btree ("user_id","created_at");