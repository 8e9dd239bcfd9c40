import { ADMIN_ACTIONS, type TAdminAction } from '../../../shared/admin';
import type { TCategoryInput, TCourseInput, TLessonInput } from '../../../shared/learning';
import { notFound } from '../../errors';
import {
  createCategory,
  createCourse,
  createLesson,
  deleteCategory,
  deleteCourse,
  deleteLesson,
  listAllCategories,
  listAllCourses,
  updateCategory,
  updateCourse,
  updateLesson,
} from '../learning';
import { type Actor, audited } from './admin.audit';

/*
 * The catalogue changes of the admin area: the learning hub keeps the data consistent, and each change
 * is audited in the same transaction.
 */

const entry = (action: TAdminAction, table: string, item: { id: string }, details: Record<string, unknown>) => ({
  action,
  targetId: item.id,
  targetTable: table,
  details,
});

/**
 * The fields an edit sent, so the log says what changed without copying long text. The log names them by
 * their columns (`is_published`), as it always has, though the request body names them in camelCase.
 */
const columnName = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const changed = (patch: object) => ({ fields: Object.keys(patch).map(columnName).sort() });

export const addCategory = (actor: Actor, input: TCategoryInput) =>
  audited(
    actor,
    (tx) => createCategory(tx, input),
    (c) => entry(ADMIN_ACTIONS.categoryCreated, 'learning_categories', c, { name: c.name }),
  );

export const editCategory = (actor: Actor, id: string, patch: Partial<TCategoryInput>) =>
  audited(
    actor,
    (tx) => updateCategory(tx, id, patch),
    (c) => entry(ADMIN_ACTIONS.categoryUpdated, 'learning_categories', c, { name: c.name, ...changed(patch) }),
  );

export const removeCategory = (actor: Actor, id: string) =>
  audited(
    actor,
    async (tx) => {
      const category = (await listAllCategories(tx)).find((c) => c.id === id);
      await deleteCategory(tx, id);
      return { id, name: category?.name };
    },
    (c) => entry(ADMIN_ACTIONS.categoryDeleted, 'learning_categories', c, { name: c.name }),
  );

export const addCourse = (actor: Actor, input: TCourseInput) =>
  audited(
    actor,
    (tx) => createCourse(tx, input),
    (c) => entry(ADMIN_ACTIONS.courseCreated, 'learning_courses', c, { title: c.title }),
  );

export const editCourse = (actor: Actor, id: string, patch: Partial<TCourseInput>) =>
  audited(
    actor,
    (tx) => updateCourse(tx, id, patch),
    (c) => entry(ADMIN_ACTIONS.courseUpdated, 'learning_courses', c, { title: c.title, ...changed(patch) }),
  );

export const removeCourse = (actor: Actor, id: string) =>
  audited(
    actor,
    async (tx) => {
      const course = (await listAllCourses(tx)).find((c) => c.id === id);
      if (!course) throw notFound('That course does not exist.');
      await deleteCourse(tx, id);
      return { id, title: course.title, lessons: course.lessons_count };
    },
    (c) => entry(ADMIN_ACTIONS.courseDeleted, 'learning_courses', c, { title: c.title, lessons: c.lessons }),
  );

export const addLesson = (actor: Actor, input: TLessonInput) =>
  audited(
    actor,
    (tx) => createLesson(tx, input),
    (l) => entry(ADMIN_ACTIONS.lessonCreated, 'learning_lessons', l, { title: l.title, course_id: l.course_id }),
  );

export const editLesson = (actor: Actor, id: string, patch: Partial<Omit<TLessonInput, 'courseId'>>) =>
  audited(
    actor,
    (tx) => updateLesson(tx, id, patch),
    (l) => entry(ADMIN_ACTIONS.lessonUpdated, 'learning_lessons', l, { title: l.title, ...changed(patch) }),
  );

export const removeLesson = (actor: Actor, id: string) =>
  audited(
    actor,
    (tx) => deleteLesson(tx, id),
    (l) => entry(ADMIN_ACTIONS.lessonDeleted, 'learning_lessons', l, { title: l.title, course_id: l.course_id }),
  );
