/**
 * One source for every number and promise: the learners count, the minutes a day, the AI tools and
 * the courses are Site settings' product facts, written as {{fact:…}} in every shipped funnel,
 * landing and FAQ. No copy may state such a figure itself (it would drift from the others), and
 * no FAQ may promise what does not exist.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { landingCopy } from '../../app/landing/rules/landing-copy'
import { faqs } from '@cms/seed/data/faqs'
import { landingCards } from '@cms/seed/data/landing-cards'
import { landingPriceBlocks } from '@cms/seed/data/landing-price-blocks'
import { testimonials } from '@cms/seed/data/testimonials'
import { toolCards } from '@cms/seed/data/tool-cards'
import { upsells } from '@cms/seed/data/upsells'
import { defaultProductFacts, factText, fillFactsEverywhere } from '@schemas/content/product-fact-text'

const funnelDir = path.resolve(__dirname, '../../funnels')
const funnels = readdirSync(funnelDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ file, definition: JSON.parse(readFileSync(path.join(funnelDir, file), 'utf8')) as unknown }))

/** Every piece of copy a visitor can read, by where it ships. */
const sources: Array<{ where: string; value: unknown }> = [
  ...funnels.map(({ file, definition }) => ({ where: `funnels/${file}`, value: definition })),
  { where: 'app/landing/rules/landing-copy.ts', value: landingCopy },
  { where: 'cms/seed/data/faqs.ts', value: faqs },
  { where: 'cms/seed/data/landing-cards.ts', value: landingCards },
  { where: 'cms/seed/data/landing-price-blocks.ts', value: landingPriceBlocks },
  { where: 'cms/seed/data/testimonials.ts', value: testimonials },
  { where: 'cms/seed/data/tool-cards.ts', value: toolCards },
  { where: 'cms/seed/data/upsells.ts', value: upsells },
]

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** Figures that belong to a product fact, as copy tends to write them. */
const figures = {
  learners: /\b\d[\d,.]*\s?[KkMm]?\+?\s+(?:people|learners|students|users|members)\b|^\s*\d{1,3}(?:,\d{3})+\+?\s*$/,
  dailyMinutes: /\b\d+(?:\s?[–-]\s?\d+)?\s*(?:minutes?|mins?|hours?|hrs?)\s+(?:a|per|each)\s+day\b/i,
  aiTools: /\b\d+\+?\s+(?:AI\s+)?tools\b/i,
  courses: /\b\d+\+?\s+(?:top\s+)?(?:AI\s+)?courses\b/i,
}

describe('product facts in shipped copy', () => {
  for (const { where, value } of sources) {
    it(`${where} states no learners count, daily time, tool or course count of its own`, () => {
      const stated = strings(value).flatMap((text) =>
        Object.entries(figures).flatMap(([fact, pattern]) => (pattern.test(text) ? [`${fact}: ${text}`] : [])),
      )
      expect(stated).toEqual([])
    })
  }

  it('fills every fact placeholder with the same figure everywhere', () => {
    const filled = sources.flatMap(({ value }) => strings(fillFactsEverywhere(value, defaultProductFacts)))
    expect(filled.filter((text) => text.includes('{{fact:'))).toEqual([])
    const learners = filled.flatMap((text) => [...text.matchAll(/\b([\d,]+)\+? people\b/g)].map((match) => match[1]))
    expect(learners.length).toBeGreaterThan(0)
    expect(new Set(learners)).toEqual(new Set([factText(defaultProductFacts, 'learners')]))
    const minutes = filled.flatMap((text) => [...text.matchAll(/\b(\d+(?:–\d+)?) minutes a day\b/g)].map((match) => match[1]))
    expect(minutes.length).toBeGreaterThan(0)
    expect(new Set(minutes)).toEqual(new Set([defaultProductFacts.dailyMinutes]))
  })

  it('keeps no FAQ about a contest that does not exist', () => {
    expect(faqs.filter((faq) => /winner|contest|prize/i.test(`${faq.shortText} ${faq.fullText}`))).toEqual([])
  })

  it('never headlines a low readiness score as good news', () => {
    const lowMarks = funnels.flatMap(({ file, definition }) =>
      ((definition as { screens: Array<{ marks?: { Low?: { title: string } } }> }).screens ?? []).flatMap((screen) =>
        screen.marks?.Low ? [`${file}: ${screen.marks.Low.title}`] : [],
      ),
    )
    expect(lowMarks.length).toBeGreaterThan(0)
    expect(lowMarks.filter((mark) => /promising|strong|great|excellent|advanced|competent|high/i.test(mark))).toEqual([])
  })
})
