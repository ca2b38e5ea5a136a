/**
 * Students' analytics events (spec §7 "Analytics events"), named like the funnel's (`funnel.started`):
 * dotted, lowercase. Feedback and reports send these, the assistant's message report and the daily
 * task's completion too; course and lesson completion and related courses can join the list when
 * they are tracked.
 */
export const learningEventNames = [
  'course.feedback.sent',
  'lesson.feedback.sent',
  'issue.reported',
  'assistant.message.reported',
  'daily-task.completed',
] as const
export type LearningEventName = (typeof learningEventNames)[number]
