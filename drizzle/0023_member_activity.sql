CREATE TABLE "member_active_days" (
	"start" timestamp with time zone NOT NULL,
	"change" integer DEFAULT 0 NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_active_days_pkey" PRIMARY KEY("start") INCLUDE ("change", "members")
);
--> statement-breakpoint
CREATE TABLE "member_activity" (
	"user_id" text NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"ran" boolean DEFAULT false NOT NULL,
	"learning" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The latency chart reads ai_run_latency_rollups, and the runs at a range's edges by created_at: nothing reads this one.
DROP INDEX "ai_runs_model_created_idx";--> statement-breakpoint
ALTER TABLE "member_activity" ADD CONSTRAINT "member_activity_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The activity recorded so far, as the members chart counted it from the tables themselves: runs with a
-- member, courses started or touched, lessons progressed (src/server/ai/run-log.ts, quarterOf, for the quarters).
INSERT INTO "member_activity" ("user_id", "quarter", "ran", "learning")
SELECT "user_id", date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00'), bool_or(ran), (count(*) FILTER (WHERE NOT ran))::int
FROM (
	SELECT "user_id", "created_at" AS at, true AS ran FROM "ai_runs" WHERE "user_id" IS NOT NULL
	UNION ALL SELECT "user_id", "created_at", false FROM "user_course_progress"
	UNION ALL SELECT "user_id", "updated_at", false FROM "user_course_progress"
	UNION ALL SELECT "user_id", "updated_at", false FROM "user_lesson_progress"
) AS a GROUP BY 1, 2;--> statement-breakpoint
-- Its indexes after the backfill: built once from sorted rows, not row by row.
ALTER TABLE "member_activity" ADD CONSTRAINT "member_activity_user_id_quarter_pk" PRIMARY KEY("user_id","quarter");--> statement-breakpoint
CREATE INDEX "member_activity_quarter_idx" ON "member_activity" USING btree ("quarter","user_id");--> statement-breakpoint
-- A member's quarter q, after their previous one p, makes them count in the 24 hours from every quarter
-- a with max(p, q - 24 h) < a <= q, and they count in no other 24 hours: +1 in `change` at the first
-- such a, -1 after the last, and +1 in `members` on the UTC midnight among them if there is one.
INSERT INTO "member_active_days" ("start", "change", "members")
SELECT s, sum(c)::int, sum(m)::int
FROM (
	SELECT greatest("quarter" - interval '1425 minutes', lag("quarter") OVER (PARTITION BY "user_id" ORDER BY "quarter") + interval '15 minutes') AS lo,
		"quarter" AS hi
	FROM "member_activity"
) AS r
CROSS JOIN LATERAL (VALUES
	(lo, 1, 0),
	(hi + interval '15 minutes', -1, 0),
	(date_trunc('day', hi AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', 0, CASE WHEN date_trunc('day', hi AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' >= lo THEN 1 ELSE 0 END)
) AS v (s, c, m)
GROUP BY s HAVING sum(c) <> 0 OR sum(m) <> 0 ORDER BY s;--> statement-breakpoint
-- Quarters that come (an INSERT's new rows) or go (a DELETE's, a deleted member's all at once) change the
-- 24 hours that have no other quarter of the member: those from a, a quarter `changed` holds, after
-- the member's previous quarter (kept or changed) and ending before the next one kept; by the first of
-- its changed quarters each such 24 hours holds. Two writers for one member would each miss the other's
-- quarter: the member's lock comes first, and the statements after it read what was committed before.
CREATE FUNCTION "member_active_days_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	dir int := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
	-- Statement triggers run for statements that changed nothing too (an upsert that only updated).
	IF NOT EXISTS (SELECT FROM changed) THEN
		RETURN NULL;
	END IF;
	PERFORM pg_advisory_xact_lock(k)
	FROM (SELECT DISTINCT hashtext('member-activity:' || "user_id") AS k FROM changed) AS l ORDER BY k;
	INSERT INTO "member_active_days" AS d ("start", "change", "members")
	SELECT s, dir * sum(c)::int, dir * sum(m)::int
	FROM (
		SELECT greatest(f."quarter" - interval '1425 minutes', (
				SELECT max(o."quarter") FROM (
					SELECT "quarter" FROM "member_activity" AS a
					WHERE a."user_id" = f."user_id" AND a."quarter" < f."quarter" AND a."quarter" > f."quarter" - interval '1 day'
					UNION ALL
					SELECT "quarter" FROM changed AS g WHERE g."user_id" = f."user_id" AND g."quarter" < f."quarter"
				) AS o
			) + interval '15 minutes') AS lo,
			least(f."quarter", (
				SELECT min(a."quarter") FROM "member_activity" AS a
				WHERE a."user_id" = f."user_id" AND a."quarter" > f."quarter" AND a."quarter" < f."quarter" + interval '1 day'
					AND NOT EXISTS (SELECT FROM changed AS g WHERE g."user_id" = a."user_id" AND g."quarter" = a."quarter")
			) - interval '1 day') AS hi
		FROM changed AS f
	) AS r
	CROSS JOIN LATERAL (VALUES
		(lo, 1, 0),
		(hi + interval '15 minutes', -1, 0),
		(date_trunc('day', hi AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', 0, CASE WHEN date_trunc('day', hi AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' >= lo THEN 1 ELSE 0 END)
	) AS v (s, c, m)
	WHERE lo <= hi
	-- In order of start, so two writers lock the rows they share in the same order.
	GROUP BY s HAVING sum(c) <> 0 OR sum(m) <> 0 ORDER BY s
	ON CONFLICT ("start") DO UPDATE SET "change" = d."change" + excluded."change", "members" = d."members" + excluded."members";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_activity_came" AFTER INSERT ON "member_activity" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "member_active_days_count"();--> statement-breakpoint
CREATE TRIGGER "member_activity_went" AFTER DELETE ON "member_activity" REFERENCING OLD TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "member_active_days_count"();--> statement-breakpoint
-- A learning row's times that count as activity (its created_at too when the trigger says 'created'),
-- moved from the quarters of the old row to those of the new one: a quarter no run and no other
-- learning time holds any more goes, so the chart counts what the tables hold, as it did from them.
CREATE FUNCTION "member_activity_learning"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	was timestamptz[] := '{}';
	now_at timestamptz[] := '{}';
BEGIN
	IF TG_OP <> 'INSERT' THEN
		was := ARRAY[date_bin('15 minutes', OLD."updated_at", timestamptz '2000-01-01 00:00:00+00')];
		IF TG_ARGV[0] = 'created' THEN
			was := was || date_bin('15 minutes', OLD."created_at", timestamptz '2000-01-01 00:00:00+00');
		END IF;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		now_at := ARRAY[date_bin('15 minutes', NEW."updated_at", timestamptz '2000-01-01 00:00:00+00')];
		IF TG_ARGV[0] = 'created' THEN
			now_at := now_at || date_bin('15 minutes', NEW."created_at", timestamptz '2000-01-01 00:00:00+00');
		END IF;
	END IF;
	-- Touched again within the same quarters (most saves): nothing moves.
	IF TG_OP = 'UPDATE' AND OLD."user_id" = NEW."user_id"
		AND (SELECT array_agg(q ORDER BY q) FROM unnest(was) AS q) = (SELECT array_agg(q ORDER BY q) FROM unnest(now_at) AS q) THEN
		RETURN NULL;
	END IF;
	IF TG_OP <> 'INSERT' THEN
		UPDATE "member_activity" AS a SET "learning" = a."learning" - x.n
		FROM (SELECT q, count(*)::int AS n FROM unnest(was) AS q GROUP BY q) AS x
		WHERE a."user_id" = OLD."user_id" AND a."quarter" = x.q;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		INSERT INTO "member_activity" AS a ("user_id", "quarter", "learning")
		SELECT NEW."user_id", q, count(*)::int FROM unnest(now_at) AS q GROUP BY q ORDER BY q
		ON CONFLICT ("user_id", "quarter") DO UPDATE SET "learning" = a."learning" + excluded."learning";
	END IF;
	IF TG_OP <> 'INSERT' THEN
		DELETE FROM "member_activity"
		WHERE "user_id" = OLD."user_id" AND "quarter" = ANY (was) AND "learning" <= 0 AND NOT "ran";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_activity_course" AFTER INSERT OR UPDATE OR DELETE ON "user_course_progress"
	FOR EACH ROW EXECUTE FUNCTION "member_activity_learning"('created');--> statement-breakpoint
CREATE TRIGGER "member_activity_lesson" AFTER INSERT OR UPDATE OR DELETE ON "user_lesson_progress"
	FOR EACH ROW EXECUTE FUNCTION "member_activity_learning"();
