/**
 * The staff roles (decision 023). An admin runs the site and manages staff. A marketer runs the
 * funnels, experiments, landing and learning content, media and reports: no student's account,
 * payment or mail. Support helps one student at a time: their account, enrolments, orders,
 * payments, subscriptions and saved cards (brand and last four digits only), and students'
 * feedback; no content, funnels, reports or raw provider events.
 */
export const staffRoles = ['admin', 'marketer', 'support'] as const
export type StaffRole = (typeof staffRoles)[number]

/** Who edits funnels, experiments and content, and reads the reports. */
export const contentRoles: readonly StaffRole[] = ['admin', 'marketer']
/** Who reads students' accounts and billing. */
export const supportRoles: readonly StaffRole[] = ['admin', 'support']

type MaybeStaff = { collection?: string; roles?: readonly string[] | null } | null | undefined

/** True when the user is a staff account holding one of the roles. */
export function hasRole(user: MaybeStaff, ...roles: readonly StaffRole[]): boolean {
  if (!user || user.collection !== 'users') return false
  return (user.roles ?? []).some((role) => (roles as readonly string[]).includes(role))
}

/** True when the signed-in account is a staff account (the `users` collection), whatever its roles. */
export function isStaffUser(user: { collection?: string } | null | undefined): boolean {
  return user?.collection === 'users'
}

/** True when the signed-in account is a student (the learning app's accounts). */
export function isStudentUser(user: { collection?: string } | null | undefined): boolean {
  return user?.collection === 'students'
}
