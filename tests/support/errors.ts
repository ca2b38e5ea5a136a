import { expect } from 'vitest'

type FieldErrors = { data?: { errors?: { path: string; message: string }[] } }

/**
 * Awaits a save that must be refused and returns its field errors as "path: message" lines, the
 * way the admin shows them under each field.
 */
export async function refusedSave(save: Promise<unknown>): Promise<string> {
  const error = await save.then(
    () => undefined,
    (thrown: unknown) => thrown as FieldErrors,
  )
  expect(error, 'the save should have been refused').toBeDefined()
  return (error?.data?.errors ?? []).map((item) => `${item.path}: ${item.message}`).join('\n')
}
