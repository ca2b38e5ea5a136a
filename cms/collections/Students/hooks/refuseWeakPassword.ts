import { type CollectionBeforeOperationHook, ValidationError } from 'payload'
import { passwordSchema } from '@schemas/auth/password-rules'

const setsPassword = new Set(['create', 'update', 'updateByID', 'resetPassword'])

/**
 * The product's password rules for every way a password reaches a student account: sign-up, an
 * admin's edit, a reset. Payload's own check wants only 3 characters; the reset operation hashes
 * before any field hook runs, so the check sits before the operation.
 */
export const refuseWeakPassword: CollectionBeforeOperationHook = ({ args, operation, collection }) => {
  const password: unknown = (args as { data?: { password?: unknown } }).data?.password
  if (!setsPassword.has(operation) || typeof password !== 'string') return args
  const checked = passwordSchema.safeParse(password)
  if (checked.success) return args
  throw new ValidationError({
    collection: collection.slug,
    errors: [{ path: 'password', message: checked.error.issues.map((issue) => issue.message).join(' ') }],
  })
}
