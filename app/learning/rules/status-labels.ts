/** What a student reads for an enrolment's status (course, topic or lesson), never the stored value. */
export const enrolmentStatusLabel = {
  none: 'Not started',
  in_progress: 'In progress',
  completed: 'Completed',
} as const satisfies Record<'none' | 'in_progress' | 'completed', string>
