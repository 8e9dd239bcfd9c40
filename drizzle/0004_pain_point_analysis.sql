CREATE TABLE "pain_point_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"product_name" text NOT NULL,
	"product_description" text NOT NULL,
	"target_market" text,
	"price_range" text,
	"generated_personas" jsonb NOT NULL,
	"generated_pain_points" jsonb NOT NULL,
	"generated_content_ideas" jsonb NOT NULL,
	"positioning_recommendations" jsonb NOT NULL,
	"market_intelligence" jsonb NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pain_point_analyses" ADD CONSTRAINT "pain_point_analyses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pain_point_analyses_user_created_idx" ON "pain_point_analyses" USING btree ("user_id","created_at");