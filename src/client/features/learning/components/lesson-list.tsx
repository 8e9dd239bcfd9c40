import { CheckCircle2Icon, CirclePlayIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { TLesson, TLessonProgress } from '../../../../shared/learning';
import { formatLessonLength } from '../../../../shared/learning-format';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

interface Props {
  courseId: string;
  lessons: readonly TLesson[];
  progress: readonly TLessonProgress[];
  /** The lesson on screen, marked in the player's sidebar. */
  currentId?: string;
  onNavigate?: () => void;
}

/** The course's lessons in order: length (m:ss), preview flag and a tick when completed. */
export function LessonList({ courseId, lessons, progress, currentId, onNavigate }: Props) {
  const done = new Set(progress.filter((p) => p.is_completed).map((p) => p.lesson_id));
  return (
    <ol className="grid gap-1" aria-label="Lessons">
      {lessons.map((lesson, i) => {
        const completed = done.has(lesson.id);
        const current = lesson.id === currentId;
        return (
          <li key={lesson.id}>
            <Link
              to={paths.lesson(courseId, lesson.id)}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'flex min-w-0 items-start gap-3 rounded-lg p-2.5 text-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                current && 'bg-accent',
              )}
            >
              {completed ? (
                <CheckCircle2Icon aria-label="Completed" className="mt-0.5 size-5 shrink-0 text-success" />
              ) : (
                <CirclePlayIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
              )}
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="font-medium break-words">
                  {i + 1}. {lesson.title}
                </span>
                <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <span>{formatLessonLength(lesson.video_duration)}</span>
                  {lesson.is_preview && <Badge variant="secondary">Preview</Badge>}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
