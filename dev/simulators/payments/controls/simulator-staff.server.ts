import { getEnv } from '../../../../config/env'
import { hasRole, supportRoles } from '@cms/access/roles'
import { product } from '../../product'

/**
 * The payment simulator's controls (/dev/payments/renewals, /dev/payments/saved-card) charge, decline
 * and expire students' subscriptions: absent without a simulated provider, and only for the staff
 * who may see students' billing — an admin or support member of the `users` collection (decision
 * 023), by the admin's session cookie or its token.
 */
export async function requireSimulatorStaff(request: Request): Promise<void> {
  const { problem, sessionUser } = await product()
  if (!getEnv().payments.simulatorEnabled) throw problem(404, 'Not found', 'The payment simulator is off.')
  const user = await sessionUser(request)
  if (!user) throw problem(401, 'Not signed in', 'Sign in to the admin as staff to use the payment simulator’s controls.')
  if (!hasRole(user, ...supportRoles)) {
    throw problem(403, 'Admins and support only', 'Only admins and support may use the payment simulator’s controls.')
  }
}
