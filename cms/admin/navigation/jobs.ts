import type { StaffRole } from '../../access/roles'

/**
 * The admin's menu by what people do there (issue #47), not by how the database is laid out: each
 * group lists what a role works with, in the order they reach for it, and a role sees only the
 * groups and items of its job (decision 023 says who may do what; this says who needs what).
 * Items never shown (the host's own bookkeeping) are in `neverInMenu`.
 */
type Job = { group: string; roles: readonly StaffRole[]; items: readonly string[] }

const contentStaff = ['admin', 'marketer'] as const
const supportStaff = ['admin', 'support'] as const
const everyStaff = ['admin', 'marketer', 'support'] as const
const adminOnly = ['admin'] as const

export const jobs: readonly Job[] = [
  { group: 'Funnels & experiments', roles: contentStaff, items: ['funnels', 'experiment', 'plans', 'upsells', 'feature-flags'] },
  {
    group: 'Content',
    roles: contentStaff,
    items: ['pages', 'landing-cards', 'testimonials', 'faqs', 'tool-cards', 'price-plans', 'media', 'site-settings'],
  },
  {
    group: 'Learning',
    roles: contentStaff,
    items: ['courses', 'topics', 'lessons', 'tasks', 'daily-tasks', 'prompt-templates', 'tips', 'tip-categories'],
  },
  { group: 'Feedback', roles: everyStaff, items: ['issue-reports', 'message-reports', 'course-feedback', 'lesson-feedback'] },
  {
    group: 'Students & billing',
    roles: supportStaff,
    items: [
      'students',
      'orders',
      'subscriptions',
      'payments',
      'payment-methods',
      'cancellation-attempts',
      'course-enrolments',
      'topic-enrolments',
      'lesson-enrolments',
      'task-enrolments',
      'learning-plans',
      'streak-days',
      'daily-task-attempts',
      'certificates',
      'feature-counters',
      'lesson-bookmarks',
    ],
  },
  // The students' conversations and videos: an admin's alone (decision 023), with the system's records.
  {
    group: 'System',
    roles: adminOnly,
    items: [
      'users',
      'assistant-chats',
      'video-tasks',
      'email-outbox',
      'one-time-codes',
      'payment-events',
      'funnel-sessions',
      'funnel-events',
      'funnel-rollups',
      'learning-events',
    ],
  },
]

export const neverInMenu: readonly string[] = ['rate-limit-hits', 'job-leases', 'content-version', 'work-items', 'simulator-records']

/** The menu items a role sees, group by group, in menu order. */
export function menuFor(role: StaffRole): string[] {
  return jobs.filter((job) => job.roles.includes(role)).flatMap((job) => [...job.items])
}

/** The job an item belongs to, or undefined for one that is never in the menu. */
export function jobOf(slug: string): Job | undefined {
  return jobs.find((job) => job.items.includes(slug))
}
