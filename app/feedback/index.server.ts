// The server half of app/feedback/'s public entry (its *.server modules); the rest is index.ts.
export { reportIssue, sendCourseFeedback, sendLessonFeedback } from './server/feedback.server'
