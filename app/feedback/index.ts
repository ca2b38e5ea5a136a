// The public entry of app/feedback/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.
export { CourseFeedbackStep } from './ui/course-feedback-step'
export { LessonFeedback } from './ui/lesson-feedback'
export { ReportIssue } from './ui/report-issue'
