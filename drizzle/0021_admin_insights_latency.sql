DROP INDEX "ai_runs_created_model_idx";--> statement-breakpoint
CREATE INDEX "ai_runs_model_created_idx" ON "ai_runs" USING btree ("provider","model","created_at","duration_ms");