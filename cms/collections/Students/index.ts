import { type CollectionConfig, validations } from 'payload'
import { adminField } from '../../access/admin-field'
import { ownSessions } from '../../access/own-sessions'
import { selfOrSupport } from '../../access/self-or-support'
import { selfThroughSite } from '../../access/self-through-site'
import { signUpThroughSite } from '../../access/sign-up-through-site'
import { authCookies } from '../../auth-cookies'
import { deleteStudentData } from './hooks/deleteStudentData'
import { forgotPasswordEmail } from './forgot-password-email'
import { refuseWeakPassword } from './hooks/refuseWeakPassword'
import { checkMetadataSize } from './metadata'
import { isTimeZone } from './time-zone'

export const studentStatuses = ['active', 'redemption', 'other'] as const

/**
 * Learners' accounts (the admin's staff accounts are `users`). Sessions are Payload's own: the
 * HttpOnly `payload-token` cookie for the site, the same JWT as a bearer token for the apps.
 */
export const Students: CollectionConfig = {
  slug: 'students',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'firstname', 'lastname', 'status'] },
  auth: {
    cookies: authCookies(),
    // The sixth wrong password in a row meets a locked account for 15 minutes.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 30 * 24 * 60 * 60,
    forgotPassword: forgotPasswordEmail,
  },
  access: {
    admin: () => false,
    create: signUpThroughSite,
    read: selfOrSupport,
    update: selfThroughSite,
    delete: selfThroughSite,
  },
  hooks: { beforeOperation: [refuseWeakPassword], beforeDelete: [deleteStudentData] },
  fields: [
    // Payload's own sessions field, with a read rule that knows which collection the reader is in.
    { name: 'sessions', type: 'array', access: { read: ownSessions('students'), update: () => false }, fields: [] },
    { name: 'firstname', type: 'text' },
    { name: 'lastname', type: 'text' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'other',
      options: studentStatuses.map((value) => ({ label: value, value })),
      // Set by billing (a later issue) or an admin; a trial student cannot promote themselves.
      access: { create: adminField, update: adminField },
      admin: { position: 'sidebar' },
    },
    { name: 'provider_id', type: 'text', access: { create: adminField, update: adminField } },
    { name: 'hasSavedOnboardingData', type: 'checkbox', defaultValue: false },
    {
      name: 'timeZone',
      type: 'text',
      required: true,
      defaultValue: 'UTC',
      validate: (value: string | null | undefined) => isTimeZone(value ?? '') || 'Use an IANA time zone such as Europe/Berlin.',
      admin: { description: 'Decides which calendar day counts towards the streak.' },
    },
    {
      name: 'metadata',
      type: 'json',
      validate: (value, args) => {
        const basic = validations.json(value, args)
        return basic === true ? checkMetadataSize(value) : basic
      },
      admin: { description: 'Small per-student flags the apps keep (see app/core/metadata-keys.ts).' },
    },
    {
      // New whenever anything the student owns changes (cms/hooks/student-data-changed.ts): the site
      // keeps the student's reads per version. Written through the adapter only, never by a request.
      name: 'dataVersion',
      type: 'text',
      access: { create: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
}
