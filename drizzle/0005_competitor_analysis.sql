CREATE TABLE "competitor_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"competitor_name" text NOT NULL,
	"competitor_handle" text NOT NULL,
	"platform" text NOT NULL,
	"notes" text,
	"analysis_summary" jsonb NOT NULL,
	"industry_context" text NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_insights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"insight_type" text NOT NULL,
	"priority_level" text NOT NULL,
	"confidence_score" double precision NOT NULL,
	"actionable_steps" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_insights_type_known" CHECK ("content_insights"."insight_type" IN ('trend', 'opportunity', 'recommendation', 'pattern', 'other')),
	CONSTRAINT "content_insights_priority_known" CHECK ("content_insights"."priority_level" IN ('critical', 'high', 'medium', 'low')),
	CONSTRAINT "content_insights_confidence_range" CHECK ("content_insights"."confidence_score" >= 0 AND "content_insights"."confidence_score" <= 1)
);
--> statement-breakpoint
ALTER TABLE "competitor_analyses" ADD CONSTRAINT "competitor_analyses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_insights" ADD CONSTRAINT "content_insights_analysis_id_competitor_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."competitor_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_insights" ADD CONSTRAINT "content_insights_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitor_analyses_user_created_idx" ON "competitor_analyses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "content_insights_analysis_idx" ON "content_insights" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "content_insights_user_idx" ON "content_insights" USING btree ("user_id");