import type { CourseFeedbackSlot } from '~/certificates'
import { CourseFeedback } from './course-feedback'

/** The course feedback as the first step of the completion flow: open at once, done when it closes. */
export const CourseFeedbackStep: CourseFeedbackSlot = ({ courseId, courseName, onDone }) => (
  <CourseFeedback courseId={courseId} courseTitle={courseName} open onDone={() => onDone()} />
)
