import { defineFeature } from '../../feature';
import { learningActivity } from './learning.progress';
import { learningApi } from './learning.routes';

export const learningFeature = defineFeature({
  name: 'learning',
  api: learningApi,
  dashboard: { id: 'learning', activity: learningActivity },
});

/** For the admin area: building and editing the catalogue. */
export {
  createCategory,
  createCourse,
  createLesson,
  deleteCategory,
  deleteCourse,
  updateCategory,
  updateCourse,
  updateLesson,
} from './learning.admin';
export { catalogCounts, deleteLesson, listAllCategories, listAllCourses, listAllLessons } from './learning.manage';
