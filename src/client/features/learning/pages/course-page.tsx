import { ArrowLeftIcon, PlayIcon, RefreshCwIcon, RotateCcwIcon } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { DIFFICULTY_LABELS, type TCourseDetail } from '../../../../shared/learning';
import { formatCourseDuration } from '../../../../shared/learning-format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCourse } from '../api/get-course';
import { useStartCourse } from '../api/start-course';
import { CategoryBadge, LevelBadge } from '../components/course-badges';
import { CourseThumbnail } from '../components/course-card';
import { LessonList } from '../components/lesson-list';
import { NotFoundCard } from '../components/not-found-card';

/** The lesson 'Continue Learning' opens: the last one opened, else the first. */
export function resumeLessonId({ lessons, progress }: TCourseDetail): string | undefined {
  const last = progress?.last_accessed_lesson_id;
  return lessons.find((l) => l.id === last)?.id ?? lessons[0]?.id;
}

/** /learning/course/:courseId */
export function CoursePage() {
  const { courseId = '' } = useParams();
  const course = useCourse(courseId);
  if (course.isPending)
    return (
      <div aria-busy="true" className="mx-auto grid w-full max-w-6xl gap-4">
        <p role="status" className="text-sm text-muted-foreground">
          Loading learning content...
        </p>
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  if (course.isError) {
    if (course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 400))
      return <NotFoundCard title="Course Not Found" back={paths.learning} backLabel="Back to Learning Hub" />;
    return (
      <div role="alert" className="mx-auto grid w-full max-w-6xl justify-items-start gap-3">
        <p>Failed to load course details</p>
        <Button variant="outline" onClick={() => void course.refetch()}>
          <RefreshCwIcon aria-hidden />
          Try again
        </Button>
      </div>
    );
  }
  return <CourseView detail={course.data} />;
}

function CourseView({ detail }: { detail: TCourseDetail }) {
  const { course, lessons, progress, lesson_progress: lessonProgress } = detail;
  const navigate = useNavigate();
  const start = useStartCourse();
  const percent = progress?.progress_percentage ?? 0;
  const completed = percent >= 100;
  const first = lessons[0];
  const resume = resumeLessonId(detail);

  const onStart = () =>
    start.mutate(course.id, {
      onSuccess: () => {
        toast.success('Course started successfully!');
        if (first) void navigate(paths.lesson(course.id, first.id));
      },
      onError: () => toast.error('Failed to start course'),
    });

  const details = [
    ['Skill level', DIFFICULTY_LABELS[course.difficulty_level]],
    ['Duration', formatCourseDuration(course.estimated_duration)],
    ['Lessons', String(lessons.length)],
  ] as const;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <title>{`${course.title} | Brandforge`}</title>
      <Button asChild variant="ghost" className="w-fit">
        <Link to={paths.learning}>
          <ArrowLeftIcon aria-hidden />
          Back to Learning Hub
        </Link>
      </Button>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          <header className="grid gap-3">
            <div className="flex flex-wrap gap-2">
              <CategoryBadge category={course.category} />
              <LevelBadge level={course.difficulty_level} />
              {course.is_premium && <Badge variant="secondary">Premium</Badge>}
            </div>
            <h1 className="text-2xl break-words sm:text-3xl">{course.title}</h1>
            {course.description && (
              <p className="break-words whitespace-pre-line text-muted-foreground">{course.description}</p>
            )}
          </header>
          <Card>
            <CardContent className="grid gap-4">
              {progress && (
                <div className="grid gap-1.5">
                  <div className="flex justify-between text-sm">
                    <span>{completed ? 'Completed' : 'Your progress'}</span>
                    <span className="font-medium">{percent}%</span>
                  </div>
                  <Progress value={percent} aria-label="Course progress" />
                </div>
              )}
              {!progress ? (
                <Button className="w-full sm:w-fit" onClick={onStart} disabled={start.isPending || !first}>
                  <PlayIcon aria-hidden />
                  Start Course
                </Button>
              ) : resume ? (
                <Button asChild className="w-full sm:w-fit">
                  <Link to={paths.lesson(course.id, completed && first ? first.id : resume)}>
                    {completed ? <RotateCcwIcon aria-hidden /> : <PlayIcon aria-hidden />}
                    {completed ? 'Review' : 'Continue Learning'}
                  </Link>
                </Button>
              ) : null}
              {lessons.length === 0 && <p className="text-sm text-muted-foreground">This course has no lessons yet.</p>}
            </CardContent>
          </Card>
          <section className="grid gap-3">
            <h2 className="text-xl">Lessons</h2>
            <Card className="py-2">
              <CardContent className="px-2">
                <LessonList courseId={course.id} lessons={lessons} progress={lessonProgress} />
              </CardContent>
            </Card>
          </section>
        </div>
        <aside className="grid min-w-0 content-start gap-4">
          <Card className="gap-0 overflow-hidden py-0">
            <CourseThumbnail course={course} />
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Course details</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <dl className="grid gap-2 text-sm">
                {details.map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-4">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="font-medium">{value}</dd>
                  </div>
                ))}
              </dl>
              {course.tags && (
                <div className="grid gap-2">
                  <h3 className="text-sm text-muted-foreground">Tags</h3>
                  <ul className="flex flex-wrap gap-1.5">
                    {course.tags.map((tag) => (
                      <li key={tag}>
                        <Badge variant="outline">{tag}</Badge>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}
