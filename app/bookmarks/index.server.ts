// The server half of app/bookmarks/'s public entry (its *.server modules); the rest is index.ts.
export { listBookmarksApi, saveBookmarkApi } from './api/bookmarks-api.server'
export { isLessonSaved, removeSavedLesson } from './server/bookmarks.server'
export { changeSavedLesson, loadSavedPage } from './server/saved-form.server'
