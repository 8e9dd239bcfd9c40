import { BookOpenIcon, CheckCircle2Icon, ClockIcon, GraduationCapIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { TCourse, TCourseProgress } from '../../../../shared/learning';
import { formatCourseDuration } from '../../../../shared/learning-format';
import { safeLink } from '../../../../shared/site-path';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { CategoryBadge, LevelBadge } from './course-badges';

/** A thumbnail, or the hub's icon on a wash of the category's colour when the course has none. */
export function CourseThumbnail({ course, className = '' }: { course: TCourse; className?: string }) {
  // A thumbnail saved before links were checked as the browser reads them is not loaded from elsewhere.
  const thumbnail = safeLink(course.thumbnail_url);
  if (thumbnail)
    return <img src={thumbnail} alt="" loading="lazy" className={`aspect-video w-full object-cover ${className}`} />;
  const color = course.category?.color_code ?? '#6366f1';
  return (
    <div
      aria-hidden
      className={`flex aspect-video w-full items-center justify-center ${className}`}
      style={{ background: `linear-gradient(135deg, ${color}55, ${color}11)` }}
    >
      <GraduationCapIcon className="size-12 text-foreground/70" />
    </div>
  );
}

/** One course; the whole card opens it. */
export function CourseCard({ course, progress }: { course: TCourse; progress?: TCourseProgress }) {
  const done = (progress?.progress_percentage ?? 0) >= 100;
  return (
    <Card
      className="relative min-w-0 gap-0 overflow-hidden py-0 transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/50"
      data-testid="course-card"
    >
      <CourseThumbnail course={course} />
      <CardContent className="grid gap-3 p-4">
        <div className="flex flex-wrap gap-2">
          <CategoryBadge category={course.category} />
          <LevelBadge level={course.difficulty_level} />
        </div>
        <h3 className="text-lg font-semibold break-words">
          <Link to={paths.course(course.id)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {course.title}
          </Link>
        </h3>
        {course.description && (
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">{course.description}</p>
        )}
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <ClockIcon aria-hidden className="size-4" />
            {formatCourseDuration(course.estimated_duration)}
          </li>
          <li className="flex items-center gap-1.5">
            <BookOpenIcon aria-hidden className="size-4" />
            {course.lessons_count} {course.lessons_count === 1 ? 'lesson' : 'lessons'}
          </li>
        </ul>
        {progress && (
          <div className="grid gap-1.5">
            <div className="flex items-center justify-between text-sm">
              <span className="flex items-center gap-1.5">
                {done && <CheckCircle2Icon aria-hidden className="size-4 text-success" />}
                {done ? 'Completed' : 'Progress'}
              </span>
              <span className="font-medium">{progress.progress_percentage}%</span>
            </div>
            <Progress value={progress.progress_percentage} aria-label={`${course.title} progress`} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
