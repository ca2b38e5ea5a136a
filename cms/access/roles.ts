export const staffRoles = ['admin', 'marketer'] as const
export type StaffRole = (typeof staffRoles)[number]

type MaybeStaff = { collection?: string; roles?: readonly string[] | null } | null | undefined

/** True when the user is a staff account holding one of the roles. */
export function hasRole(user: MaybeStaff, ...roles: StaffRole[]): boolean {
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
