import * as React from 'react';
import { parseVideoUrl } from '../../../../shared/learning-video';
import type { TCourse, TLesson } from '../../../../shared/learning';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveLesson } from '../api/save-lesson';
import { parseWhole, SwitchField, TextField } from './form-bits';
import { SaveDialog } from './save-dialog';

interface Props {
  target: TLesson | 'new' | null;
  courses: TCourse[];
  /** The course a new lesson starts in: the one the list is filtered to, if any. */
  courseId?: string;
  onClose: () => void;
}

const blank = {
  course: '',
  title: '',
  description: '',
  video: '',
  duration: '0',
  transcript: '',
  sort: '0',
  published: false,
  preview: false,
};

const SOURCE_LABEL = { youtube: 'YouTube video', vimeo: 'Vimeo video', direct: 'Video file', none: '' } as const;

export function LessonDialog({ target, courses, courseId, onClose }: Props) {
  const save = useSaveLesson();
  const [form, setForm] = React.useState(blank);
  const [error, setError] = React.useState<string | null>(null);
  const editing = target !== null && target !== 'new' ? target : null;
  React.useEffect(() => {
    setError(null);
    setForm(
      editing
        ? {
            course: editing.course_id,
            title: editing.title,
            description: editing.description ?? '',
            video: editing.video_url ?? '',
            duration: String(editing.video_duration),
            transcript: editing.transcript ?? '',
            sort: String(editing.sort_order),
            published: editing.is_published,
            preview: editing.is_preview,
          }
        : { ...blank, course: courseId ?? '' },
    );
  }, [target]); // eslint-disable-line react-hooks/exhaustive-deps
  const set = (change: Partial<typeof blank>) => setForm((f) => ({ ...f, ...change }));
  const source = form.video.trim() ? parseVideoUrl(form.video).kind : null;

  const submit = () => {
    const common = {
      title: form.title,
      description: form.description,
      videoUrl: form.video,
      videoDuration: parseWhole(form.duration),
      transcript: form.transcript,
      sortOrder: parseWhole(form.sort),
      isPublished: form.published,
      isPreview: form.preview,
    };
    const onError = (err: unknown) => {
      const message = errorMessage(err, editing ? 'Failed to update lesson' : 'Failed to create lesson');
      setError(message);
      toast.error(message);
    };
    if (!editing && !form.course) return onError(new Error('Choose the course this lesson belongs to.'));
    save.mutate(editing ? { id: editing.id, input: common } : { input: { ...common, courseId: form.course } }, {
      onSuccess: () => {
        toast.success(editing ? 'Lesson updated successfully' : 'Lesson created successfully');
        onClose();
      },
      onError,
    });
  };

  return (
    <SaveDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? 'Edit Lesson' : 'Create Lesson'}
      description="A YouTube or Vimeo link plays in that provider's player; any other video address plays directly."
      error={error}
      pending={save.isPending}
      submitLabel={editing ? 'Save Lesson' : 'Create Lesson'}
      onSubmit={submit}
    >
      <div className="grid min-w-0 gap-2">
        <Label htmlFor="lesson-course">Course</Label>
        <NativeSelect
          id="lesson-course"
          className="w-full min-w-0"
          placeholder="Choose a course"
          value={form.course}
          onChange={(e) => set({ course: e.target.value })}
          disabled={editing !== null}
        >
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <TextField id="lesson-title" label="Title" value={form.title} onChange={(e) => set({ title: e.target.value })} />
      <div className="grid gap-2">
        <Label htmlFor="lesson-description">Description</Label>
        <Textarea
          id="lesson-description"
          value={form.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <TextField
        id="lesson-video"
        label="Video URL"
        placeholder="https://www.youtube.com/watch?v=..."
        hint={
          source === null
            ? 'YouTube, Vimeo, or a direct link to a video file.'
            : source === 'none'
              ? 'This is not a YouTube, Vimeo or http(s) video address.'
              : `Plays as: ${SOURCE_LABEL[source]}`
        }
        value={form.video}
        onChange={(e) => set({ video: e.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="lesson-duration"
          label="Video duration (seconds)"
          inputMode="numeric"
          value={form.duration}
          onChange={(e) => set({ duration: e.target.value })}
        />
        <TextField
          id="lesson-sort"
          label="Sort order"
          inputMode="numeric"
          value={form.sort}
          onChange={(e) => set({ sort: e.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="lesson-transcript">Transcript</Label>
        <Textarea
          id="lesson-transcript"
          className="max-h-60"
          value={form.transcript}
          onChange={(e) => set({ transcript: e.target.value })}
        />
      </div>
      <div className="flex flex-wrap gap-6">
        <SwitchField
          id="lesson-published"
          label="Published"
          checked={form.published}
          onChange={(published) => set({ published })}
        />
        <SwitchField
          id="lesson-preview"
          label="Preview"
          checked={form.preview}
          onChange={(preview) => set({ preview })}
        />
      </div>
    </SaveDialog>
  );
}
