import { ListIcon } from 'lucide-react';
import { useState } from 'react';
import type { TCourseDetail } from '../../../../shared/learning';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { LessonList } from './lesson-list';

function CourseContent({
  detail,
  currentId,
  onNavigate,
}: {
  detail: TCourseDetail;
  currentId: string;
  onNavigate?: () => void;
}) {
  const percent = detail.progress?.progress_percentage ?? 0;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <div className="flex justify-between text-sm">
          <span>Course progress</span>
          <span className="font-medium" data-testid="course-progress">
            {percent}%
          </span>
        </div>
        <Progress value={percent} aria-label="Course progress" />
      </div>
      <LessonList
        courseId={detail.course.id}
        lessons={detail.lessons}
        progress={detail.lesson_progress}
        currentId={currentId}
        onNavigate={onNavigate}
      />
    </div>
  );
}

interface Props {
  detail: TCourseDetail;
  currentId: string;
}

/** The course's lessons beside the player on wide screens. */
export function CourseSidebar({ detail, currentId }: Props) {
  return (
    <aside className="hidden min-w-0 content-start lg:grid" aria-label="Course content">
      <div className="grid gap-3 rounded-xl border bg-card p-4">
        <h2 className="font-semibold">Course content</h2>
        <CourseContent detail={detail} currentId={currentId} />
      </div>
    </aside>
  );
}

/** The same on phones, in a sheet opened from under the video. */
export function CourseContentSheet({ detail, currentId }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div className="lg:hidden">
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger asChild>
          <Button variant="outline" className="w-full">
            <ListIcon aria-hidden />
            Course content ({detail.progress?.progress_percentage ?? 0}%)
          </Button>
        </SheetTrigger>
        <SheetContent side="right" className="overflow-y-auto">
          <SheetHeader>
            <SheetTitle>Course content</SheetTitle>
            <SheetDescription className="break-words">{detail.course.title}</SheetDescription>
          </SheetHeader>
          <div className="px-4 pb-4">
            <CourseContent detail={detail} currentId={currentId} onNavigate={() => setOpen(false)} />
          </div>
        </SheetContent>
      </Sheet>
    </div>
  );
}
