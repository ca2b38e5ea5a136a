import type { CollectionConfig } from 'payload'
import { adminOrSelf } from '../../access/admin-or-self'
import { adminOrSelfField } from '../../access/admin-or-self-field'
import { isAdmin } from '../../access/is-admin'
import { ownSessions } from '../../access/own-sessions'
import { hasRole, staffRoles } from '../../access/roles'
import { staffReadsColleagues } from '../../access/staff-reads-colleagues'
import { authCookies } from '../../auth-cookies'
import { releaseEditLocks } from '../../hooks/release-edit-locks'
import { staffForgotPasswordEmail } from './forgot-password-email'

/** Staff accounts for the admin: admins manage users, marketers manage content. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'] },
  auth: {
    cookies: authCookies(),
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 12 * 60 * 60,
    forgotPassword: staffForgotPasswordEmail,
  },
  access: {
    admin: ({ req }) => Boolean(req.user && req.user.collection === 'users'),
    create: isAdmin,
    // Colleagues read each other's name and email (who holds an edit lock); every other field is admin-or-self.
    read: staffReadsColleagues,
    update: adminOrSelf,
    delete: isAdmin,
  },
  // Signing out releases the member's edit locks.
  hooks: { afterLogout: [releaseEditLocks] },
  fields: [
    // Payload's own sessions field, with a read rule that knows which collection the reader is in.
    { name: 'sessions', type: 'array', access: { read: ownSessions('users'), update: () => false }, fields: [] },
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['marketer'],
      options: staffRoles.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      saveToJWT: true,
      access: {
        read: adminOrSelfField,
        // A marketer must not be able to promote themselves.
        create: ({ req }) => hasRole(req.user, 'admin'),
        update: ({ req }) => hasRole(req.user, 'admin'),
      },
    },
  ],
}
