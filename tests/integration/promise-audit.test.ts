/**
 * The promise audit (issue #46): on the seeded demo, every claim in every published funnel (the
 * files and the CMS copies), landing page, price block, plan, offer, FAQ, pack entitlement and
 * mail template is resolved against the promise ledger, and the test fails on any claim the
 * product does not back, naming it, where it is and what the product holds.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPayloadClient } from '@cms/get-payload'
import { seedDatabase } from '@cms/seed'
import { loadPromiseLedger } from '../../app/core/promise-ledger-counts.server'
import { describeUnbacked, extractClaims, findUnbackedClaims, type ScopedText } from '../../app/promises'
import { factsFor } from '../../app/promises/index.server'
import type { PromiseLedger } from '@schemas/payments/promise-ledger'
import type { ProductFacts } from '@schemas/content/product-fact-text'
import { codeTexts, documentsTexts, funnelFileTexts, mailTexts } from './support/promise-sources'

describe('the promise audit of the seeded demo', () => {
  let payload: Payload
  let ledger: PromiseLedger
  let facts: ProductFacts
  let texts: ScopedText[]

  beforeAll(async () => {
    payload = await getPayloadClient()
    await seedDatabase(payload, { demoContent: true })
    ledger = await loadPromiseLedger(payload)
    facts = await factsFor(payload, ledger)
    const files = funnelFileTexts(facts)
    const documents = await documentsTexts(payload, facts)
    // Every shipped funnel is walked twice: its file and its published CMS copy.
    // 12 quizzes and the cancellation flow (cancel_v1).
    expect(files.funnels).toHaveLength(13)
    expect(documents.counts).toMatchObject({ funnels: 13, upsells: 7, 'price-plans': 2, 'landing-cards': 6 })
    expect(documents.counts.faqs).toBeGreaterThan(0)
    expect(documents.counts.plans).toBeGreaterThan(0)
    texts = [...files.texts, ...documents.texts, ...codeTexts(facts), ...(await mailTexts())]
  }, 180_000)

  it('counts the facts it fills copy with from the catalogue', () => {
    expect(ledger.courses).toBeGreaterThan(0)
    expect(ledger.challenges).toBeGreaterThan(0)
    expect(ledger.aiTools).toBeGreaterThan(0)
    expect(facts).toMatchObject({ courses: ledger.courses, challenges: ledger.challenges, aiTools: ledger.aiTools })
  })

  it('reads claims in every kind of copy (the audit is not vacuous)', () => {
    const withClaims = new Set(texts.filter(({ text }) => extractClaims(text).length > 0).map(({ where }) => where.split(/[: ]/)[0]))
    expect([...withClaims].sort()).toEqual(expect.arrayContaining(['funnel', 'landing', 'upsell', 'entitlements', 'FAQ', 'mail']))
  })

  it('finds no claim the product does not back', () => {
    expect(findUnbackedClaims(texts, ledger).map(describeUnbacked)).toEqual([])
  })
})
