import { describe, expect, it } from 'vitest'
import { checkMetadataSize, metadataMaxBytes, metadataTooLarge } from './metadata'

describe('student metadata size', () => {
  it('accepts nothing, small flags and exactly the limit', () => {
    expect(checkMetadataSize(null)).toBe(true)
    expect(checkMetadataSize({ upsells: '[]', trustpilot_opened: 'true' })).toBe(true)
    const padding = metadataMaxBytes - JSON.stringify({ x: '' }).length
    expect(checkMetadataSize({ x: 'a'.repeat(padding) })).toBe(true)
  })
  it('refuses one byte more, counting UTF-8 bytes rather than characters', () => {
    const padding = metadataMaxBytes - JSON.stringify({ x: '' }).length
    expect(checkMetadataSize({ x: 'a'.repeat(padding + 1) })).toBe(metadataTooLarge)
    expect(checkMetadataSize({ x: 'é'.repeat(padding / 2 + 1) })).toBe(metadataTooLarge)
  })
})
