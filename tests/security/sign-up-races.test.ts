/**
 * Many sign-ups for one email at the same moment (a double-tap, an app retrying, a script): one
 * account is made, and every other request hears a clear 409 — never a 500 from the unique index.
 * (Create-password after a purchase: tests/host/purchase-join.test.ts, which owns the payment settings.)
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bodyOf, call, mailedCode, staffToken } from './support'

const parallel = 20

async function proofFor(email: string): Promise<string> {
  expect((await call('/api/auth/app-signup/code', { method: 'POST', json: { email } })).status).toBe(200)
  const code = await mailedCode(email)
  const verified = await call('/api/auth/app-signup/verify', { method: 'POST', json: { email, code } })
  expect(verified.status).toBe(200)
  return ((await verified.json()) as { proof: string }).proof
}

async function studentsWith(email: string): Promise<number> {
  const response = await call(`/cms/api/students?where[email][equals]=${encodeURIComponent(email)}&limit=1`, { token: await staffToken() })
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {})

describe(`${parallel} sign-ups for one email at once`, () => {
  it('app sign-up’s password step makes one account and answers the rest 409', async () => {
    const email = `race-app-${randomUUID()}@example.com`
    const proof = await proofFor(email)
    const answers = await Promise.all(
      Array.from({ length: parallel }, () =>
        call('/api/auth/app-signup/password', { method: 'POST', json: { email, proof, password: 'Str0ng!racing' } }),
      ),
    )
    // A request that starts after the account exists sets the same password with the same proof
    // (the owner's repeat sign-up, 200); those that raced the account's creation hear 409.
    const counts = tally(answers.map((answer) => answer.status))
    expect(Object.keys(counts).sort()).toEqual(['200', '409'])
    expect(counts[409]).toBeGreaterThan(parallel / 2)
    const refused = answers.find((answer) => answer.status === 409)!
    expect(await bodyOf(refused)).toEqual({
      error: { title: 'Account just created', message: expect.stringContaining('sign in') },
    })
    expect(await studentsWith(email)).toBe(1)
    expect((await call('/api/auth/signin', { method: 'POST', json: { email, password: 'Str0ng!racing' } })).status).toBe(200)
  })

  it('plain sign-up makes one account and answers the rest 409', async () => {
    const email = `race-signup-${randomUUID()}@example.com`
    const answers = await Promise.all(
      Array.from({ length: parallel }, () => call('/api/auth/signup', { method: 'POST', json: { email, password: 'Str0ng!racing' } })),
    )
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 1, 409: parallel - 1 })
    expect(await studentsWith(email)).toBe(1)
  })
})
