/** Spec: enrolment statuses none, in progress, completed; task statuses have their own list. */
export const enrolmentStatuses = ['none', 'in_progress', 'completed'] as const
export type EnrolmentStatus = (typeof enrolmentStatuses)[number]
export const taskStatuses = ['none', 'new', 'progress', 'completed', 'failed', 'skipped'] as const
export type TaskStatus = (typeof taskStatuses)[number]
