CREATE TABLE "ai_run_latency_rollups" (
	"hour" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"bucket" smallint NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "ai_run_latency_rollups_hour_provider_model_bucket_pk" PRIMARY KEY("hour","provider","model","bucket") INCLUDE ("calls")
);
--> statement-breakpoint
CREATE TABLE "ai_run_rollups" (
	"hour" timestamp with time zone NOT NULL,
	"generator" text NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"outcome" text NOT NULL,
	"failure_kind" text DEFAULT '' NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "ai_run_rollups_hour_generator_provider_model_outcome_failure_kind_pk" PRIMARY KEY("hour","generator","provider","model","outcome","failure_kind") INCLUDE ("calls")
);
--> statement-breakpoint
-- The runs recorded so far, rolled up as src/server/ai/run-log.ts rolls up each new one (same hour and
-- bucket expressions), written in order of hour so each range of hours the charts read is on few pages.
INSERT INTO "ai_run_rollups" ("hour", "generator", "provider", "model", "outcome", "failure_kind", "calls")
SELECT date_trunc('hour', "created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', "generator", "provider", "model", "outcome",
  coalesce("failure_kind", ''), count(*)::int
FROM "ai_runs" GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1;--> statement-breakpoint
INSERT INTO "ai_run_latency_rollups" ("hour", "provider", "model", "bucket", "calls")
SELECT date_trunc('hour', "created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', "provider", "model",
  floor(ln(greatest("duration_ms", 1)::float8) / ln(2::float8) * 8 + 1e-9)::smallint, count(*)::int
FROM "ai_runs" GROUP BY 1, 2, 3, 4 ORDER BY 1;
