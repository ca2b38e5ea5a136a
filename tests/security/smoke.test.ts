import { describe, expect, it } from 'vitest'
import { call, signUpStudent, staffToken } from './support'

describe('the security suite reaches the real host', () => {
  it('answers /healthz, signs a student up and the admin in', async () => {
    expect((await call('/healthz')).status).toBe(200)
    const student = await signUpStudent()
    expect(student.id).toBeGreaterThan(0)
    expect(await staffToken()).toMatch(/^ey/)
  })
})
