-- Quotas become one row per (user, month, kind), so a new kind needs no column; today's counts carry over.
ALTER TABLE "user_generation_limits" RENAME TO "user_generation_limits_columns";--> statement-breakpoint
ALTER TABLE "user_generation_limits_columns" DROP CONSTRAINT "user_generation_limits_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "user_generation_limits_columns" DROP CONSTRAINT "user_generation_limits_user_month_key";--> statement-breakpoint
CREATE TABLE "user_generation_limits" (
	"user_id" text NOT NULL,
	"month_year" text NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_generation_limits_pk" PRIMARY KEY("user_id","month_year","kind")
);--> statement-breakpoint
ALTER TABLE "user_generation_limits" ADD CONSTRAINT "user_generation_limits_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "user_generation_limits" ("user_id", "month_year", "kind", "count", "created_at", "updated_at")
SELECT o."user_id", o."month_year", k."kind", k."count", o."created_at", o."updated_at"
FROM "user_generation_limits_columns" o
CROSS JOIN LATERAL (VALUES
	('mission', o."mission_count"),
	('bio', o."bio_count"),
	('content', o."content_count"),
	('lead_magnet', o."lead_magnet_count")
) AS k("kind", "count")
WHERE k."count" > 0;--> statement-breakpoint
DROP TABLE "user_generation_limits_columns";
