// The public entry of app/bookmarks/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md.
export { savedLessonHref, savedPagePath, type SavedLesson } from './rules/saved-lesson'
export { SaveLessonForm } from './ui/save-lesson-form'
export { SavedLessonList } from './ui/saved-lesson-list'
