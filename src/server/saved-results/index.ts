export { defineSavedResults, type Owned, type Page, type SavedResults, type Scope } from './saved-results';
export { ownerRoutes, readPage, scopeOf, withSavedResultRoutes, PAGE_MAX } from './saved-results.routes';
