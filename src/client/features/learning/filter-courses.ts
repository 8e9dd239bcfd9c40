import type { TCourse } from '../../../shared/learning';
import type { CourseFilter } from './components/course-filters';

/** Every word of the search must appear in the title, the description or a tag; case does not matter. */
export function filterCourses(courses: readonly TCourse[], { q, category, level }: CourseFilter): TCourse[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return courses.filter((c) => {
    if (category !== 'all' && c.category_id !== category) return false;
    if (level !== 'all' && c.difficulty_level !== level) return false;
    if (words.length === 0) return true;
    const text = [c.title, c.description ?? '', ...(c.tags ?? [])].join('\n').toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
