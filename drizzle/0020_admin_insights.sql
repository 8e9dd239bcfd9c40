ALTER TABLE "ai_runs" ADD COLUMN "failure_kind" text;--> statement-breakpoint
CREATE INDEX "user_created_at_idx" ON "user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_generation_limits_month_idx" ON "user_generation_limits" USING btree ("month_year","kind","count");--> statement-breakpoint
CREATE INDEX "email_deliveries_sent_at_idx" ON "email_deliveries" USING btree ("sent_at") WHERE "email_deliveries"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "email_deliveries_bounced_idx" ON "email_deliveries" USING btree ("updated_at") WHERE "email_deliveries"."status" = 'bounced';--> statement-breakpoint
CREATE INDEX "email_deliveries_unsubscribed_idx" ON "email_deliveries" USING btree ("unsubscribed_at") WHERE "email_deliveries"."unsubscribed_at" is not null;--> statement-breakpoint
CREATE INDEX "ai_runs_created_user_idx" ON "ai_runs" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "ai_runs_created_generator_idx" ON "ai_runs" USING btree ("created_at","generator") WHERE "ai_runs"."outcome" = 'success';--> statement-breakpoint
CREATE INDEX "ai_runs_created_outcome_idx" ON "ai_runs" USING btree ("created_at","outcome","failure_kind");--> statement-breakpoint
CREATE INDEX "ai_runs_created_model_idx" ON "ai_runs" USING btree ("created_at","provider","model","duration_ms");--> statement-breakpoint
CREATE INDEX "user_course_progress_created_idx" ON "user_course_progress" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "user_course_progress_updated_idx" ON "user_course_progress" USING btree ("updated_at","user_id");--> statement-breakpoint
CREATE INDEX "user_course_progress_completed_idx" ON "user_course_progress" USING btree ("completed_at") WHERE "user_course_progress"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "user_lesson_progress_completed_idx" ON "user_lesson_progress" USING btree ("completed_at") WHERE "user_lesson_progress"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "user_lesson_progress_updated_idx" ON "user_lesson_progress" USING btree ("updated_at","user_id");