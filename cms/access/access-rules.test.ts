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
import { isStaff } from './is-staff'
import { createThroughSite, ownThroughSite } from './own-through-site'
import { ownOrStaff } from './own-or-staff'
import { publishedOrStaff } from './published-or-staff'
import { selfOrStaff } from './self-or-staff'
import { selfThroughSite } from './self-through-site'
import { signUpThroughSite } from './sign-up-through-site'
import { staffOrThroughSite } from './staff-or-through-site'

const id = 7
const accounts = {
  anonymous: null,
  // A student document carrying a `roles` value must still not count as staff.
  student: { id, collection: 'students', roles: ['admin'] },
  marketer: { id, collection: 'users', roles: ['marketer'] },
  admin: { id, collection: 'users', roles: ['admin'] },
} as const
type Account = keyof typeof accounts

const self = { id: { equals: id } }
const owned = { student: { equals: id } }
const published = { _status: { equals: 'published' } }

/** rule → expected answer per account, through REST and through the site's Local API calls. */
const table: Array<[string, Access | FieldAccess, Record<Account, unknown>, Record<Account, unknown>?]> = [
  ['isStaff', isStaff, { anonymous: false, student: false, marketer: true, admin: true }],
  ['isAdmin', isAdmin, { anonymous: false, student: false, marketer: false, admin: true }],
  ['adminField', adminField, { anonymous: false, student: false, marketer: false, admin: true }],
  ['adminOrSelf (users)', adminOrSelf, { anonymous: false, student: false, marketer: self, admin: true }],
  ['selfOrStaff (students)', selfOrStaff, { anonymous: false, student: self, marketer: true, admin: true }],
  [
    'selfThroughSite (students: update, delete)',
    selfThroughSite,
    { anonymous: false, student: false, marketer: false, admin: true },
    { anonymous: false, student: self, marketer: false, admin: true },
  ],
  ['ownOrStaff', ownOrStaff, { anonymous: false, student: owned, marketer: true, admin: true }],
  ['publishedOrStaff', publishedOrStaff, { anonymous: published, student: published, marketer: true, admin: true }],
  [
    'ownThroughSite',
    ownThroughSite,
    { anonymous: false, student: false, marketer: false, admin: true },
    { anonymous: false, student: owned, marketer: false, admin: true },
  ],
  [
    'createThroughSite',
    createThroughSite,
    { anonymous: false, student: false, marketer: false, admin: true },
    { anonymous: false, student: true, marketer: false, admin: true },
  ],
  [
    'staffOrThroughSite (certificates: read by their public id)',
    staffOrThroughSite,
    { anonymous: false, student: false, marketer: true, admin: true },
    { anonymous: true, student: true, marketer: true, admin: true },
  ],
  [
    'signUpThroughSite',
    signUpThroughSite,
    { anonymous: false, student: false, marketer: false, admin: true },
    { anonymous: true, student: true, marketer: true, admin: true },
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
