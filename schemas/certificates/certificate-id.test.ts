import { describe, expect, it } from 'vitest'
import { isCertificateId, newCertificateId } from './certificate-id'

describe('certificate ids', () => {
  it('are 22 URL-safe characters carrying 128 random bits', () => {
    const id = newCertificateId()
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const bytes = Buffer.from(id, 'base64url')
    expect(bytes).toHaveLength(16)
    expect(isCertificateId(id)).toBe(true)
  })

  it('do not repeat and use the whole alphabet', () => {
    const ids = Array.from({ length: 2000 }, newCertificateId)
    expect(new Set(ids).size).toBe(ids.length)
    const used = new Set(ids.join(''))
    expect(used.size).toBeGreaterThan(60)
  })

  it('refuse row ids, other lengths and characters outside base64url', () => {
    for (const value of ['1', '42', 'a'.repeat(21), 'a'.repeat(23), 'a'.repeat(21) + '/', 'a'.repeat(21) + '=', 42, null])
      expect(isCertificateId(value)).toBe(false)
  })
})
