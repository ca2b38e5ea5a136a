import { describe, expect, it } from 'vitest'
import { checkPlaceholders } from '../../collections/Lessons/inline-prompt'
import { promptTemplateSeeds } from './prompt-templates'

/** One prompt per choice of one option for each placeholder (app/prompts/rules/prompt-count.ts). */
const promptsInLibrary = (seeds: typeof promptTemplateSeeds) =>
  seeds.reduce((total, seed) => total + seed.placeholders.reduce((product, { options }) => product * options.length, 1), 0)

const ofPack = (pack: string) => promptTemplateSeeds.filter((seed) => seed.pack === pack)

describe('the seeded prompt library', () => {
  it('holds at least what the offers say: 30,000 prompts in the Complete AI pack, 600 in the Personal boost pack', () => {
    expect(promptsInLibrary(ofPack('complete_ai'))).toBeGreaterThanOrEqual(30_000)
    expect(promptsInLibrary(ofPack('personal_boost'))).toBeGreaterThanOrEqual(600)
  })

  it('gives every placeholder options and uses every option list, as the CMS requires', () => {
    for (const seed of promptTemplateSeeds) expect(checkPlaceholders(seed.prompt, seed.placeholders), seed.title).toBe(true)
  })

  it('names each template once, and every Complete AI one by job and every Personal boost one by goal', () => {
    expect(new Set(promptTemplateSeeds.map((seed) => seed.title)).size).toBe(promptTemplateSeeds.length)
    expect(ofPack('complete_ai').every((seed) => seed.job && !seed.goal)).toBe(true)
    expect(ofPack('personal_boost').every((seed) => seed.goal && !seed.job)).toBe(true)
  })
})
