import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, CheckCircle2Icon, ChevronLeftIcon, ChevronRightIcon, RefreshCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { TCourseDetail, TLesson } from '../../../../shared/learning';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCourse } from '../api/get-course';
import { learningKeys } from '../api/keys';
import { visitLesson } from '../api/save-lesson-progress';
import { CourseContentSheet, CourseSidebar } from '../components/course-sidebar';
import { Resources, Transcript } from '../components/lesson-extras';
import { NotFoundCard } from '../components/not-found-card';
import { LessonVideo } from '../player/lesson-video';
import { useLessonProgress } from '../player/use-lesson-progress';

/** Loads the course, then hands over to the lesson, the redirect, or a not-found card. */
function useCourseOrState(courseId: string) {
  const course = useCourse(courseId);
  if (course.isPending)
    return {
      state: (
        <div aria-busy="true" className="mx-auto grid w-full max-w-6xl gap-4">
          <p role="status" className="text-sm text-muted-foreground">
            Loading learning content...
          </p>
          <Skeleton className="aspect-video w-full rounded-xl" />
        </div>
      ),
    };
  if (course.isError) {
    if (course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 400))
      return {
        state: <NotFoundCard title="Course Not Found" back={paths.learning} backLabel="Back to Learning Hub" />,
      };
    return {
      state: (
        <div role="alert" className="mx-auto grid w-full max-w-6xl justify-items-start gap-3">
          <p>Failed to load course data</p>
          <Button variant="outline" onClick={() => void course.refetch()}>
            <RefreshCwIcon aria-hidden />
            Try again
          </Button>
        </div>
      ),
    };
  }
  return { detail: course.data };
}

/** /learning/course/:courseId/lesson: opens the first lesson. */
export function FirstLessonPage() {
  const { courseId = '' } = useParams();
  const { state, detail } = useCourseOrState(courseId);
  if (!detail) return state;
  const first = detail.lessons[0];
  if (!first) return <NotFoundCard title="Lesson Not Found" back={paths.course(courseId)} backLabel="Back to Course" />;
  return <Navigate to={paths.lesson(courseId, first.id)} replace />;
}

/** /learning/course/:courseId/lesson/:lessonId */
export function LessonPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const { state, detail } = useCourseOrState(courseId);
  if (!detail) return state;
  const lesson = detail.lessons.find((l) => l.id === lessonId);
  if (!lesson)
    return <NotFoundCard title="Lesson Not Found" back={paths.course(courseId)} backLabel="Back to Course" />;
  // Keyed by lesson, so each lesson gets its own player and progress state.
  return <LessonView key={lesson.id} detail={detail} lesson={lesson} />;
}

function LessonView({ detail, lesson }: { detail: TCourseDetail; lesson: TLesson }) {
  const queryClient = useQueryClient();
  const { course, lessons } = detail;
  const saved = detail.lesson_progress.find((p) => p.lesson_id === lesson.id);
  const completed = saved?.is_completed === true;
  // The saved position is read once: later saves refresh the course but must not move the video.
  const [startAt] = useState(() => (saved && !saved.is_completed ? saved.watch_time : 0));
  const [marking, setMarking] = useState(false);
  const progress = useLessonProgress({
    courseId: course.id,
    lessonId: lesson.id,
    recordedDuration: lesson.video_duration,
    completed,
  });
  const index = lessons.findIndex((l) => l.id === lesson.id);
  const previous = lessons[index - 1];
  const next = lessons[index + 1];

  useEffect(() => {
    visitLesson({ courseId: course.id, lessonId: lesson.id }).then(
      () => queryClient.invalidateQueries({ queryKey: learningKeys.all }),
      (e: unknown) => console.warn('the lesson visit was not recorded', e),
    );
  }, [course.id, lesson.id, queryClient]);

  const markComplete = () => {
    setMarking(true);
    progress
      .markComplete()
      .catch(() => toast.error('Failed to mark lesson as complete'))
      .finally(() => setMarking(false));
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4">
      <title>{`${lesson.title} | ${course.title} | Brandforge`}</title>
      <Button asChild variant="ghost" className="w-fit max-w-full">
        <Link to={paths.course(course.id)}>
          <ArrowLeftIcon aria-hidden />
          <span className="truncate">{course.title}</span>
        </Link>
      </Button>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-5">
          <LessonVideo
            url={lesson.video_url}
            title={lesson.title}
            startAt={startAt}
            onReady={progress.onReady}
            onPause={progress.onPause}
            onEnded={progress.onEnded}
          />
          <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="grid min-w-0 gap-2">
              <p className="text-sm text-muted-foreground">
                Lesson {index + 1} of {lessons.length}
              </p>
              <h1 className="text-2xl break-words">{lesson.title}</h1>
              <div className="flex flex-wrap gap-2">
                {lesson.is_preview && <Badge variant="secondary">Preview</Badge>}
                {completed && (
                  <Badge variant="success">
                    <CheckCircle2Icon aria-hidden />
                    Completed
                  </Badge>
                )}
              </div>
            </div>
            {!completed && (
              <Button variant="outline" className="shrink-0" onClick={markComplete} disabled={marking}>
                <CheckCircle2Icon aria-hidden />
                Mark as complete
              </Button>
            )}
          </header>
          {lesson.description && <p className="break-words whitespace-pre-line">{lesson.description}</p>}
          <CourseContentSheet detail={detail} currentId={lesson.id} />
          {lesson.transcript && <Transcript text={lesson.transcript} />}
          {lesson.resources.length > 0 && <Resources resources={lesson.resources} />}
          <nav aria-label="Lessons" className="flex flex-wrap justify-between gap-2">
            {previous ? (
              <Button asChild variant="outline" className="max-w-full">
                <Link to={paths.lesson(course.id, previous.id)}>
                  <ChevronLeftIcon aria-hidden />
                  Previous lesson
                </Link>
              </Button>
            ) : (
              <span />
            )}
            {next && (
              <Button asChild className="max-w-full">
                <Link to={paths.lesson(course.id, next.id)}>
                  Next lesson
                  <ChevronRightIcon aria-hidden />
                </Link>
              </Button>
            )}
          </nav>
        </div>
        <CourseSidebar detail={detail} currentId={lesson.id} />
      </div>
    </div>
  );
}
