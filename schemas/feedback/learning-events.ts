/**
 * Students' analytics events (spec §7 "Analytics events"), named like the funnel's (`funnel.started`):
 * dotted, lowercase. Feedback and reports send the first three, the daily task its completion; course and lesson completion, related
 * courses and the assistant's message report can join the list when they are tracked.
 */
export const learningEventNames = ['course.feedback.sent', 'lesson.feedback.sent', 'issue.reported', 'daily-task.completed'] as const
export type LearningEventName = (typeof learningEventNames)[number]
