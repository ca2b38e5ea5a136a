// The public entry of app/certificates/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.
export { certificateImageSize } from './rules/certificate-svg'
export type { CertificateIssue } from './rules/completion-flow'
export { CertificateView } from './ui/certificate-view'
export { CourseCompletionFlow, type CourseFeedbackSlot } from './ui/course-completion-flow'
