import { parseVideoUrl } from '../../../../shared/learning-video';
import type { TCourse, TLesson } from '../../../../shared/learning';
import { TextField } from '@/components/labelled-field';
import { SelectField } from '@/components/select-field';
import { useSaveLesson } from '../api/save-lesson';
import { type CatalogTarget, useCatalogEditor } from './catalog-editor';
import { parseWhole, SwitchField, TextAreaField } from './form-bits';
import { SaveDialog } from './save-dialog';

interface Props {
  target: CatalogTarget<TLesson>;
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

const toForm = (l: TLesson): typeof blank => ({
  course: l.course_id,
  title: l.title,
  description: l.description ?? '',
  video: l.video_url ?? '',
  duration: String(l.video_duration),
  transcript: l.transcript ?? '',
  sort: String(l.sort_order),
  published: l.is_published,
  preview: l.is_preview,
});

const SOURCE_LABEL = { youtube: 'YouTube video', vimeo: 'Vimeo video', direct: 'Video file', none: '' } as const;

function videoHint(url: string) {
  const source = url.trim() ? parseVideoUrl(url).kind : null;
  if (source === null) return 'YouTube, Vimeo, or a direct link to a video file.';
  if (source === 'none') return 'This is not a YouTube, Vimeo or http(s) video address.';
  return `Plays as: ${SOURCE_LABEL[source]}`;
}

export function LessonDialog({ target, courses, courseId, onClose }: Props) {
  const editor = useCatalogEditor({
    noun: 'Lesson',
    target,
    blank: { ...blank, course: courseId ?? '' },
    toForm,
    save: useSaveLesson(),
    onClose,
  });
  const { form, editing, text, toggle } = editor;
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
    if (editing) return editor.submit({ id: editing.id, input: common });
    if (!form.course) return editor.fail(new Error('Choose the course this lesson belongs to.'));
    editor.submit({ input: { ...common, courseId: form.course } });
  };

  return (
    <SaveDialog
      {...editor.dialog}
      description="A YouTube or Vimeo link plays in that provider's player; any other video address plays directly."
      onSubmit={submit}
    >
      <SelectField
        label="Course"
        placeholder="Choose a course"
        options={courses.map((c) => ({ value: c.id, label: c.title }))}
        disabled={editing !== null}
        {...text('course')}
      />
      <TextField label="Title" {...text('title')} />
      <TextAreaField label="Description" {...text('description')} />
      <TextField
        label="Video URL"
        placeholder="https://www.youtube.com/watch?v=..."
        hint={videoHint(form.video)}
        {...text('video')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Video duration (seconds)" inputMode="numeric" {...text('duration')} />
        <TextField label="Sort order" inputMode="numeric" {...text('sort')} />
      </div>
      <TextAreaField label="Transcript" className="max-h-60" {...text('transcript')} />
      <div className="flex flex-wrap gap-6">
        <SwitchField label="Published" {...toggle('published')} />
        <SwitchField label="Preview" {...toggle('preview')} />
      </div>
    </SaveDialog>
  );
}
