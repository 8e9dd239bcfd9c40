-- The starter catalogue: a new install's learning hub is not empty. A data migration runs once, so a
-- course an admin unpublishes or deletes stays that way. The videos are served by the app from
-- src/server/features/learning/media.
INSERT INTO "learning_categories" ("id", "name", "slug", "description", "icon", "color_code", "is_active", "sort_order")
VALUES ('5f1c2a10-6b7e-4c1d-9a3e-0b1c2d3e4f50', 'Getting Started', 'getting-started',
  'Find your way around Brandforge.', 'rocket', '#6366f1', true, 0);
--> statement-breakpoint
INSERT INTO "learning_courses" ("id", "title", "description", "slug", "category_id", "difficulty_level",
  "estimated_duration", "is_published", "is_premium", "tags", "sort_order")
VALUES ('5f1c2a10-6b7e-4c1d-9a3e-0b1c2d3e4f51', 'Getting started with Brandforge',
  'Three short lessons: what Brandforge does, the order to use its tools in, and where to go next. Each lesson has its steps written out under the video.',
  'getting-started-with-brandforge', '5f1c2a10-6b7e-4c1d-9a3e-0b1c2d3e4f50', 'beginner', 1, true, false,
  '["getting started", "brandforge", "mission", "content plan"]'::jsonb, 0);
--> statement-breakpoint
INSERT INTO "learning_lessons" ("id", "course_id", "title", "description", "video_url", "video_duration",
  "transcript", "sort_order", "is_published", "is_preview", "resources")
VALUES
  ('5f1c2a10-6b7e-4c1d-9a3e-0b1c2d3e4f61', '5f1c2a10-6b7e-4c1d-9a3e-0b1c2d3e4f51', 'Welcome to Brandforge',
   'Brandforge turns a few honest answers about you and your audience into a mission statement, bios, a niche and a content plan.',
   '/api/learning/media/welcome.webm', 16,
   'Start with your mission statement: twelve questions about who you help and how. Every other tool reads from it, so the time you spend here pays off everywhere else.',
   1, true, true,
   '[{"title": "Write your mission statement", "description": "The 12-question wizard.", "url": "/mission"}]'::jsonb),
  ('5f1c2a10-6b7e-4c1d-9a3e-0b1c2d3e4f62', '5f1c2a10-6b7e-4c1d-9a3e-0b1c2d3e4f51', 'A tour of the tools',
   'The order that works: mission, then niche discovery, then bios for each platform, then a 30-day content plan.',
   '/api/learning/media/tour.webm', 20,
   'Niche discovery narrows down who you serve. Social bios fit your mission into each platform''s character limit. The content strategy tool plans thirty days of videos around your niche, and the pain point analysis finds what your buyers struggle with.',
   2, true, false,
   '[{"title": "Discover your niche", "url": "/niche-discovery"}, {"title": "Plan 30 days of content", "url": "/content-strategy"}]'::jsonb),
  ('5f1c2a10-6b7e-4c1d-9a3e-0b1c2d3e4f63', '5f1c2a10-6b7e-4c1d-9a3e-0b1c2d3e4f51', 'Your next steps',
   'Pick one tool, finish it, and come back: the dashboard keeps score of what you have made.',
   '/api/learning/media/next-steps.webm', 18,
   'Open your dashboard to see your progress and recent activity. Completed lessons and courses show there too.',
   3, true, false,
   '[{"title": "Your dashboard", "url": "/dashboard"}]'::jsonb);
