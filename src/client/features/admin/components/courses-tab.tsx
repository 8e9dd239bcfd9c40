import { PlusIcon } from 'lucide-react';
import * as React from 'react';
import { formatCourseDuration } from '../../../../shared/learning-format';
import { DIFFICULTY_LABELS, type TCourse, type TLearningCategory } from '../../../../shared/learning';
import { ConfirmDeleteDialog } from '@/components/saved-results/confirm-delete-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteCourse } from '../api/delete-course';
import { useSaveCourse } from '../api/save-course';
import { CatalogRow } from './catalog-row';
import { CourseDialog } from './catalog-dialogs';
import { ListShell } from './list-shell';
import { PublishBadge } from './publish-badge';

export function CoursesTab({ courses, categories }: { courses: TCourse[]; categories: TLearningCategory[] }) {
  const [target, setTarget] = React.useState<TCourse | 'new' | null>(null);
  const [deleting, setDeleting] = React.useState<TCourse | null>(null);
  const remove = useDeleteCourse();
  const save = useSaveCourse();
  const publish = (c: TCourse) =>
    save.mutate(
      { id: c.id, input: { isPublished: !c.is_published } },
      {
        onSuccess: () => toast.success(c.is_published ? 'Course unpublished' : 'Course published'),
        onError: (err) => toast.error(errorMessage(err, 'Failed to update course')),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success('Course deleted successfully'),
      onError: (err) => toast.error(errorMessage(err, 'Failed to delete course')),
    });
  };
  return (
    <ListShell
      title="Courses"
      count={courses.length}
      empty="No courses yet."
      action={
        <Button onClick={() => setTarget('new')}>
          <PlusIcon aria-hidden />
          New Course
        </Button>
      }
      dialogs={
        <>
          <CourseDialog target={target} categories={categories} onClose={() => setTarget(null)} />
          <ConfirmDeleteDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title="Delete course"
            description="Are you sure you want to delete this course? This will also delete all associated lessons."
            onConfirm={confirmDelete}
          />
        </>
      }
    >
      {courses.map((c) => (
        <CatalogRow
          key={c.id}
          title={c.title}
          description={c.description}
          meta={
            <>
              <PublishBadge published={c.is_published} />
              {c.is_premium && <Badge variant="warning">Premium</Badge>}
              <Badge variant="outline">{DIFFICULTY_LABELS[c.difficulty_level]}</Badge>
              <span className="wrap-anywhere">{c.category?.name ?? 'No category'}</span>
              <span>·</span>
              <span>{formatCourseDuration(c.estimated_duration)}</span>
              <span>·</span>
              <span>
                {c.lessons_count} {c.lessons_count === 1 ? 'lesson' : 'lessons'}
              </span>
            </>
          }
          toggle={{
            label: c.is_published ? 'Unpublish' : 'Publish',
            onClick: () => publish(c),
            pending: save.isPending,
          }}
          onEdit={() => setTarget(c)}
          onDelete={() => setDeleting(c)}
        />
      ))}
    </ListShell>
  );
}
