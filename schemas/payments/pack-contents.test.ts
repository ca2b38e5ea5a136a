import { describe, expect, it } from 'vitest'
import { packOfferable, packsHeld, packsIncluding } from './pack-contents'

describe('pack contents', () => {
  it('never offers a pack the student has, nor a bundle holding it', () => {
    const held = packsHeld(['complete_ai'])
    expect(packOfferable('complete_ai', held)).toBe(false)
    expect(packOfferable('ultimate_ai', held)).toBe(false)
    expect(packOfferable('personal_boost', held)).toBe(true)
    expect(packOfferable('ai_tools', held)).toBe(true)
  })

  it('owning the bundle, offers none of its parts', () => {
    const held = packsHeld(['ultimate_ai'])
    for (const pack of ['complete_ai', 'personal_boost', 'ai_tools', 'ultimate_ai'] as const) expect(packOfferable(pack, held)).toBe(false)
  })

  it('names the packs that give the AI tools', () => {
    expect(packsIncluding('ai_tools').sort()).toEqual(['ai_tools', 'ultimate_ai'])
  })
})
