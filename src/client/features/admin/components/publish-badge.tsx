import { Badge } from '@/components/ui/badge';

/** Spec 3 section 4.5: a course or lesson is a Draft until published. */
export function PublishBadge({ published }: { published: boolean }) {
  return <Badge variant={published ? 'success' : 'outline'}>{published ? 'Published' : 'Draft'}</Badge>;
}
