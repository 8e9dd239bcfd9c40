import { useSearchParams } from 'react-router';
import type { TAdminAccess } from '../../../../shared/admin';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCategoryList } from '../api/get-categories';
import { useCourseList } from '../api/get-courses';
import { useLessonList } from '../api/get-lessons';
import { AdminGate } from '../components/admin-gate';
import { AdminHeader } from '../components/admin-header';
import { CategoriesTab } from '../components/categories-tab';
import { CoursesTab } from '../components/courses-tab';
import { LessonsTab } from '../components/lessons-tab';

const TABS = { categories: 'Categories', courses: 'Courses', lessons: 'Lessons' } as const;
type Tab = keyof typeof TABS;
const isTab = (v: string | null): v is Tab => v !== null && v in TABS;

function Failed({ text }: { text: string }) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {text}
    </p>
  );
}

function Learning({ access }: { access: TAdminAccess }) {
  const categories = useCategoryList(true);
  const courses = useCourseList(true);
  const lessons = useLessonList(true);
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'categories';
  const loading = categories.isPending || courses.isPending || lessons.isPending;
  return (
    <div className="grid grid-cols-1 gap-6" aria-busy={loading}>
      <AdminHeader
        title="Learning Management"
        subtitle="Categories, courses and lessons of the learning hub: create, edit and publish them."
        role={access.role}
      />
      <Tabs value={tab} onValueChange={(v) => setParams(v === 'categories' ? {} : { tab: v }, { replace: true })}>
        <TabsList>
          {Object.entries(TABS).map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {loading ? (
          <Skeleton className="mt-2 h-64 rounded-xl" />
        ) : (
          <>
            <TabsContent value="categories">
              {categories.data ? (
                <CategoriesTab categories={categories.data} />
              ) : (
                <Failed text="Failed to load learning categories" />
              )}
            </TabsContent>
            <TabsContent value="courses">
              {courses.data ? (
                <CoursesTab courses={courses.data} categories={categories.data ?? []} />
              ) : (
                <Failed text="Failed to load courses" />
              )}
            </TabsContent>
            <TabsContent value="lessons">
              {lessons.data ? (
                <LessonsTab lessons={lessons.data} courses={courses.data ?? []} />
              ) : (
                <Failed text="Failed to load lessons" />
              )}
            </TabsContent>
          </>
        )}
      </Tabs>
    </div>
  );
}

/** /admin/learning (docs/product/admin.md): the same access check and redirect as the dashboard. */
export function AdminLearningPage() {
  return <AdminGate level="manage">{(access) => <Learning access={access} />}</AdminGate>;
}
