import { PlusIcon } from 'lucide-react';
import * as React from 'react';
import { formatLessonLength } from '../../../../shared/learning-format';
import type { TCourse, TLesson } from '../../../../shared/learning';
import { ConfirmDeleteDialog } from '@/components/saved-results/confirm-delete-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteLesson } from '../api/delete-lesson';
import { useSaveLesson } from '../api/save-lesson';
import { CatalogRow } from './catalog-row';
import { LessonDialog } from './catalog-dialogs';
import { ListShell } from './list-shell';
import { PublishBadge } from './publish-badge';

const ALL = 'all';

export function LessonsTab({ lessons, courses }: { lessons: TLesson[]; courses: TCourse[] }) {
  const [courseId, setCourseId] = React.useState(ALL);
  const [target, setTarget] = React.useState<TLesson | 'new' | null>(null);
  const [deleting, setDeleting] = React.useState<TLesson | null>(null);
  const remove = useDeleteLesson();
  const save = useSaveLesson();
  const titles = new Map(courses.map((c) => [c.id, c.title]));
  const shown = courseId === ALL ? lessons : lessons.filter((l) => l.course_id === courseId);
  const publish = (l: TLesson) =>
    save.mutate(
      { id: l.id, input: { isPublished: !l.is_published } },
      {
        onSuccess: () => toast.success(l.is_published ? 'Lesson unpublished' : 'Lesson published'),
        onError: (err) => toast.error(errorMessage(err, 'Failed to update lesson')),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success('Lesson deleted successfully'),
      onError: (err) => toast.error(errorMessage(err, 'Failed to delete lesson')),
    });
  };
  return (
    <ListShell
      title="Lessons"
      count={shown.length}
      empty={courses.length === 0 ? 'Create a course first, then add its lessons.' : 'No lessons yet.'}
      action={
        <Button onClick={() => setTarget('new')} disabled={courses.length === 0}>
          <PlusIcon aria-hidden />
          New Lesson
        </Button>
      }
      tools={
        <div className="grid max-w-sm min-w-0 gap-2">
          <Label htmlFor="lesson-filter">Course</Label>
          <NativeSelect
            id="lesson-filter"
            className="w-full min-w-0"
            value={courseId}
            onChange={(e) => setCourseId(e.target.value)}
          >
            <option value={ALL}>All courses</option>
            {courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </NativeSelect>
        </div>
      }
      dialogs={
        <>
          <LessonDialog
            target={target}
            courses={courses}
            courseId={courseId === ALL ? undefined : courseId}
            onClose={() => setTarget(null)}
          />
          <ConfirmDeleteDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title="Delete lesson"
            description="Are you sure you want to delete this lesson? Members lose their progress in it."
            onConfirm={confirmDelete}
          />
        </>
      }
    >
      {shown.map((l) => (
        <CatalogRow
          key={l.id}
          title={l.title}
          description={l.description}
          meta={
            <>
              <PublishBadge published={l.is_published} />
              {l.is_preview && <Badge variant="secondary">Preview</Badge>}
              <span className="wrap-anywhere">{titles.get(l.course_id) ?? 'Unknown course'}</span>
              <span>·</span>
              <span>{formatLessonLength(l.video_duration)}</span>
              <span>·</span>
              <span>Sort order {l.sort_order}</span>
            </>
          }
          toggle={{
            label: l.is_published ? 'Unpublish' : 'Publish',
            onClick: () => publish(l),
            pending: save.isPending,
          }}
          onEdit={() => setTarget(l)}
          onDelete={() => setDeleting(l)}
        />
      ))}
    </ListShell>
  );
}
