import { ValidationError } from 'payload'
import type { ProblemError } from '../../core/problem'

/**
 * Creates an account, or throws `refusal` (a 409 that says to sign in) when the unique email index
 * refuses it: another request for the same email made the account a moment earlier (a double tap,
 * an app retrying). Each path checks for an existing account first; this covers the race between
 * that check and the write, which would otherwise answer 500.
 */
export async function refuseTakenEmail<T>(create: () => Promise<T>, refusal: () => ProblemError): Promise<T> {
  try {
    return await create()
  } catch (error) {
    if (error instanceof ValidationError && error.data.errors.some((field) => field.path === 'email')) throw refusal()
    throw error
  }
}
