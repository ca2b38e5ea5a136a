export const staffRoles = ['admin', 'marketer'] as const
export type StaffRole = (typeof staffRoles)[number]

type MaybeStaff = { collection?: string; roles?: readonly string[] | null } | null | undefined

/** True when the user is a staff account holding one of the roles. */
export function hasRole(user: MaybeStaff, ...roles: StaffRole[]): boolean {
  if (!user || user.collection !== 'users') return false
  return (user.roles ?? []).some((role) => (roles as readonly string[]).includes(role))
}
