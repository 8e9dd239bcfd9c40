import { BookOpenIcon, RefreshCwIcon, SearchXIcon, TrophyIcon } from 'lucide-react';
import type * as React from 'react';
import { useSearchParams } from 'react-router';
import type { TCourse, TCourseProgress } from '../../../../shared/learning';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLearningOverview } from '../api/get-learning-overview';
import { CourseCard } from '../components/course-card';
import { type CourseFilter, CourseFilters } from '../components/course-filters';
import { LearningStats } from '../components/learning-stats';
import { filterCourses } from '../filter-courses';

const TABS = { browse: 'Browse Courses', my: 'My Courses', completed: 'Completed' } as const;
type Tab = keyof typeof TABS;
const isTab = (v: string | null): v is Tab => v !== null && v in TABS;

function Loading() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <p role="status" className="text-sm text-muted-foreground">
        Loading learning content...
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-72 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

function Empty({ icon: Icon, text }: { icon: React.ComponentType<{ className?: string }>; text: string }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-10 text-center">
        <Icon aria-hidden className="size-10 text-muted-foreground" />
        <p className="text-muted-foreground">{text}</p>
      </CardContent>
    </Card>
  );
}

function CourseGrid({ courses, progress }: { courses: TCourse[]; progress: Map<string, TCourseProgress> }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {courses.map((c) => (
        <CourseCard key={c.id} course={c} progress={progress.get(c.id)} />
      ))}
    </div>
  );
}

/** /learning: the stats, and the catalogue in three tabs; the tab, search and filters live in the address. */
export function LearningPage() {
  const overview = useLearningOverview();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'browse';
  const filter: CourseFilter = {
    q: params.get('q') ?? '',
    category: params.get('category') ?? 'all',
    level: params.get('level') ?? 'all',
  };
  const update = (changes: Partial<CourseFilter> & { tab?: Tab }) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          const isDefault = !value || value === 'all' || (key === 'tab' && value === 'browse');
          if (isDefault) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      // Typing in the search box replaces the entry, so Back leaves the page instead of undoing letters.
      { replace: 'q' in changes },
    );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <title>Learning Hub | Brandforge</title>
      <header className="grid gap-1.5">
        <h1 className="text-2xl sm:text-3xl">Learning Hub</h1>
        <p className="text-muted-foreground">Short video courses on building your personal brand.</p>
      </header>
      {overview.isPending ? (
        <Loading />
      ) : overview.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>Failed to load courses</p>
          <p className="text-sm text-muted-foreground">{overview.error.message}</p>
          <Button variant="outline" onClick={() => void overview.refetch()}>
            <RefreshCwIcon aria-hidden />
            Try again
          </Button>
        </div>
      ) : (
        <Overview data={overview.data} tab={tab} filter={filter} update={update} />
      )}
    </div>
  );
}

interface OverviewProps {
  data: NonNullable<ReturnType<typeof useLearningOverview>['data']>;
  tab: Tab;
  filter: CourseFilter;
  update: (changes: Partial<CourseFilter> & { tab?: Tab }) => void;
}

function Overview({ data, tab, filter, update }: OverviewProps) {
  const progress = new Map(data.progress.map((p) => [p.course_id, p]));
  const browse = filterCourses(data.courses, filter);
  const mine = data.courses.filter((c) => progress.has(c.id));
  const completed = mine.filter((c) => (progress.get(c.id)?.progress_percentage ?? 0) >= 100);
  return (
    <>
      <LearningStats stats={data.stats} />
      <Tabs value={tab} onValueChange={(v) => update({ tab: v as Tab })} className="gap-4">
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-fit">
          {(Object.keys(TABS) as Tab[]).map((t) => (
            <TabsTrigger key={t} value={t}>
              {TABS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="browse" className="grid gap-4">
          <CourseFilters categories={data.categories} value={filter} onChange={update} />
          {browse.length === 0 ? (
            <Empty icon={SearchXIcon} text="No courses found matching your criteria" />
          ) : (
            <CourseGrid courses={browse} progress={progress} />
          )}
        </TabsContent>
        <TabsContent value="my">
          {mine.length === 0 ? (
            <Empty icon={BookOpenIcon} text="You haven't enrolled in any courses yet" />
          ) : (
            <CourseGrid courses={mine} progress={progress} />
          )}
        </TabsContent>
        <TabsContent value="completed">
          {completed.length === 0 ? (
            <Empty icon={TrophyIcon} text="No completed courses yet" />
          ) : (
            <CourseGrid courses={completed} progress={progress} />
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}
