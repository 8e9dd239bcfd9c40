import { Badge } from '@/components/ui/badge';

/** docs/product/admin.md: a course or lesson is a Draft until published. */
export function PublishBadge({ published }: { published: boolean }) {
  return <Badge variant={published ? 'success' : 'outline'}>{published ? 'Published' : 'Draft'}</Badge>;
}
