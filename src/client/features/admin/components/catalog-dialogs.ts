import { dialogOnDemand } from '@/lib/loading/dialog-on-demand';

/** The catalogue's edit dialogs, loaded on demand: closed while their target is null. */
const isOpen = (props: { target: unknown }) => props.target !== null;

export const CategoryDialog = dialogOnDemand(() => import('./category-dialog'), 'CategoryDialog', isOpen);
export const CourseDialog = dialogOnDemand(() => import('./course-dialog'), 'CourseDialog', isOpen);
export const LessonDialog = dialogOnDemand(() => import('./lesson-dialog'), 'LessonDialog', isOpen);
