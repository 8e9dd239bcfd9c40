CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"business_name" text NOT NULL,
	"industry" text,
	"target_audience" text NOT NULL,
	"current_revenue" text,
	"main_problem" text NOT NULL,
	"current_solution" text,
	"solution_gaps" text,
	"desired_outcome" text NOT NULL,
	"price_range" text,
	"timeline" text,
	"core_offer" jsonb NOT NULL,
	"power_offer" jsonb NOT NULL,
	"offer_stack" jsonb NOT NULL,
	"offer_scripts" jsonb NOT NULL,
	"value_scorecard" jsonb NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_user_created_idx" ON "offers" USING btree ("user_id","created_at");