/**
 * Every access rule, asked by accounts whose ids collide: ids are per collection, so a student 7
 * and the staff user 7 are different people. A rule may treat an account as staff only when it is a
 * `users` account, and as "self" only within its own collection.
 */
import type { Access, FieldAccess } from 'payload'
import { describe, expect, it } from 'vitest'
import { adminField } from './admin-field'
import { adminOrSelf } from './admin-or-self'
import { isAdmin } from './is-admin'
import { isContentStaff } from './is-content-staff'
import { isStaff } from './is-staff'
import { isSupportStaff } from './is-support-staff'
import { ownOrAdmin } from './own-or-admin'
import { ownOrSupport } from './own-or-support'
import { createThroughSite, ownThroughSite } from './own-through-site'
import { publishedOrContentStaff } from './published-or-content-staff'
import { selfOrSupport } from './self-or-support'
import { selfThroughSite } from './self-through-site'
import { signUpThroughSite } from './sign-up-through-site'
import { staffReadsColleagues } from './staff-reads-colleagues'
import { supportOrThroughSite } from './support-or-through-site'

const id = 7
const accounts = {
  anonymous: null,
  // A student document carrying a `roles` value must still not count as staff.
  student: { id, collection: 'students', roles: ['admin'] },
  marketer: { id, collection: 'users', roles: ['marketer'] },
  support: { id, collection: 'users', roles: ['support'] },
  admin: { id, collection: 'users', roles: ['admin'] },
} as const
type Account = keyof typeof accounts

const self = { id: { equals: id } }
const owned = { student: { equals: id } }
const published = { _status: { equals: 'published' } }

/** rule → expected answer per account, through REST and through the site's Local API calls. */
const table: Array<[string, Access | FieldAccess, Record<Account, unknown>, Record<Account, unknown>?]> = [
  ['isStaff', isStaff, { anonymous: false, student: false, marketer: true, support: true, admin: true }],
  ['isContentStaff', isContentStaff, { anonymous: false, student: false, marketer: true, support: false, admin: true }],
  ['isSupportStaff', isSupportStaff, { anonymous: false, student: false, marketer: false, support: true, admin: true }],
  ['isAdmin', isAdmin, { anonymous: false, student: false, marketer: false, support: false, admin: true }],
  ['adminField', adminField, { anonymous: false, student: false, marketer: false, support: false, admin: true }],
  ['adminOrSelf (users)', adminOrSelf, { anonymous: false, student: false, marketer: self, support: self, admin: true }],
  // Fields other than name and email are cut to admin-or-self (admin-or-self-field.ts).
  [
    'staffReadsColleagues (users: read)',
    staffReadsColleagues,
    { anonymous: false, student: false, marketer: true, support: true, admin: true },
  ],
  ['selfOrSupport (students)', selfOrSupport, { anonymous: false, student: self, marketer: false, support: true, admin: true }],
  [
    'selfThroughSite (students: update, delete)',
    selfThroughSite,
    { anonymous: false, student: false, marketer: false, support: false, admin: true },
    { anonymous: false, student: self, marketer: false, support: false, admin: true },
  ],
  ['ownOrSupport', ownOrSupport, { anonymous: false, student: owned, marketer: false, support: true, admin: true }],
  ['ownOrAdmin', ownOrAdmin, { anonymous: false, student: owned, marketer: false, support: false, admin: true }],
  [
    'publishedOrContentStaff',
    publishedOrContentStaff,
    { anonymous: published, student: published, marketer: true, support: published, admin: true },
  ],
  [
    'ownThroughSite',
    ownThroughSite,
    { anonymous: false, student: false, marketer: false, support: false, admin: true },
    { anonymous: false, student: owned, marketer: false, support: false, admin: true },
  ],
  [
    'createThroughSite',
    createThroughSite,
    { anonymous: false, student: false, marketer: false, support: false, admin: true },
    { anonymous: false, student: true, marketer: false, support: false, admin: true },
  ],
  [
    'supportOrThroughSite (certificates: read by their public id)',
    supportOrThroughSite,
    { anonymous: false, student: false, marketer: false, support: true, admin: true },
    // The admin panel calls the Local API as its staff user: a marketer gets nothing there either.
    { anonymous: true, student: true, marketer: false, support: true, admin: true },
  ],
  [
    'signUpThroughSite',
    signUpThroughSite,
    { anonymous: false, student: false, marketer: false, support: false, admin: true },
    { anonymous: true, student: true, marketer: false, support: false, admin: true },
  ],
]

const ask = (rule: Access | FieldAccess, account: Account, payloadAPI: 'REST' | 'local') =>
  (rule as (args: unknown) => unknown)({ req: { user: accounts[account], payloadAPI } })

describe('access rules with colliding ids', () => {
  for (const [name, rule, overRest, overLocal] of table) {
    it(`${name}: REST`, async () => {
      for (const account of Object.keys(accounts) as Account[]) {
        expect({ account, answer: await ask(rule, account, 'REST') }).toEqual({ account, answer: overRest[account] })
      }
    })
    it(`${name}: the site's Local API`, async () => {
      for (const account of Object.keys(accounts) as Account[]) {
        expect({ account, answer: await ask(rule, account, 'local') }).toEqual({ account, answer: (overLocal ?? overRest)[account] })
      }
    })
  }
})
