import { describe, expect, it } from 'vitest'
import { defaultProductFacts } from '@schemas/content/product-fact-text'
import { type PromiseLedger, packFeatures, planFeatures } from '@schemas/payments/promise-ledger'
import { extractClaims } from './claims'
import { describeUnbacked, findUnbackedClaims, resolveClaim, type ClaimScope } from './resolve'
import { funnelTexts, pricePlanTexts, upsellTexts } from './sources'

/** What the demo held before the catalogue grew: 7 courses, 2 challenges, 15 tools, no prompts counted. */
const ledger: PromiseLedger = {
  courses: 7,
  challenges: 2,
  aiTools: 15,
  prompts: { complete_ai: 30_000, personal_boost: 600 },
  extraDailyPrompts: { complete_ai: 0, personal_boost: 0, ai_tools: 50, ultimate_ai: 50 },
  plan: {
    features: planFeatures,
    periods: [
      { value: 4, unit: 'W' },
      { value: 1, unit: 'Y' },
    ],
  },
  packs: {
    complete_ai: { features: packFeatures.complete_ai, lasts: 'lifetime' },
    personal_boost: { features: packFeatures.personal_boost, lasts: 'lifetime' },
    ai_tools: { features: packFeatures.ai_tools, lasts: 'lifetime' },
    ultimate_ai: { features: packFeatures.ultimate_ai, lasts: 'lifetime' },
  },
}

const plan: ClaimScope = { kind: 'plan' }
const unbacked = (text: string, scope: ClaimScope = plan) =>
  findUnbackedClaims([{ where: 'here', text, scope }], ledger).map((one) => one.claim)

describe('finding claims in copy', () => {
  it('finds numbers next to what the product counts, however copy words them', () => {
    expect(extractClaims('20+ AI courses and 3 personal challenges').map(({ kind, ...rest }) => ({ kind, ...rest }))).toEqual([
      { kind: 'count', subject: 'courses', atLeast: 20, text: '20+ AI courses' },
      { kind: 'count', subject: 'challenges', atLeast: 3, text: '3 personal challenges' },
    ])
    expect(extractClaims('Lessons on 15 AI tools')).toMatchObject([{ subject: 'aiTools', atLeast: 15 }])
    expect(extractClaims('the quiz says 30+ tools')).toMatchObject([{ subject: 'aiTools', atLeast: 30 }])
    expect(extractClaims('Complete AI pack: 30,000 prompts')).toMatchObject([{ subject: 'prompts', atLeast: 30_000 }])
    expect(extractClaims('50 more assistant prompts every day')).toMatchObject([{ subject: 'dailyPrompts', atLeast: 50 }])
  })

  it('finds inclusions and how long access lasts', () => {
    expect(extractClaims('Access to AI tools')).toMatchObject([{ kind: 'includes', feature: 'aiTools' }])
    expect(extractClaims('Lifetime access')).toMatchObject([{ kind: 'lifetime' }])
    expect(extractClaims('Try everything for a week')).toMatchObject([{ kind: 'everything' }])
    expect(extractClaims('Open all courses')).toMatchObject([{ kind: 'includes', feature: 'courses' }])
    expect(extractClaims('Annual access')).toMatchObject([{ kind: 'access', period: { value: 1, unit: 'Y' } }])
    expect(extractClaims('4 weeks of access')).toMatchObject([{ kind: 'access', period: { value: 4, unit: 'W' } }])
    expect(extractClaims('Add-ons, also until then')).toMatchObject([{ kind: 'endsWithPlan' }])
  })

  it('leaves plain copy alone', () => {
    expect(extractClaims('Week 1: create logos with AI. A 28-day challenge, 3 topics, 4-week plan.')).toEqual([])
    expect(extractClaims('Which AI tools have you used?')).toEqual([])
  })
})

describe('resolving claims against the ledger', () => {
  it('holds a number only when the product counts at least that many', () => {
    expect(unbacked('20+ AI courses and 3 personal challenges')).toEqual(['20+ AI courses', '3 personal challenges'])
    expect(unbacked('7+ AI courses and 2 personal challenges')).toEqual([])
    expect(unbacked('Lessons on 15 AI tools')).toEqual([])
    expect(unbacked('30+ tools')).toEqual(['30+ tools'])
  })

  it('counts prompts in the pack an offer sells, and none in a plan', () => {
    expect(unbacked('30,000 tested prompts', { kind: 'packs', packs: ['complete_ai'] })).toEqual([])
    expect(unbacked('30,000 tested prompts', { kind: 'packs', packs: ['personal_boost'] })).toEqual(['30,000 tested prompts'])
    expect(unbacked('30,000 tested prompts and 600 prompts for your goal', { kind: 'packs', packs: ['ultimate_ai'] })).toEqual([])
    expect(unbacked('30,000 prompts included')).toEqual(['30,000 prompts'])
    expect(unbacked('50 more assistant prompts every day', { kind: 'packs', packs: ['ai_tools'] })).toEqual([])
    expect(unbacked('50 more assistant prompts every day', { kind: 'packs', packs: ['complete_ai'] })).toEqual([
      '50 more assistant prompts every day',
    ])
  })

  it('holds an inclusion only where what is sold includes it', () => {
    expect(unbacked('Access to AI tools')).toEqual(['Access to AI tools'])
    expect(unbacked('Image and avatar-video tools', { kind: 'packs', packs: ['ai_tools'] })).toEqual([])
    expect(unbacked('Image and avatar-video tools', { kind: 'packs', packs: ['complete_ai'] })).toEqual(['Image and avatar-video tools'])
    expect(unbacked('Try everything for a week')).toEqual(['Try everything'])
    expect(unbacked('Everything we offer in one purchase', { kind: 'packs', packs: ['ultimate_ai'] })).toEqual(['Everything we offer'])
  })

  it('holds "Lifetime access" on a pack, never on a plan, and refuses a mail that ends lifetime packs with the plan', () => {
    expect(unbacked('Lifetime access', { kind: 'packs', packs: ['complete_ai'] })).toEqual([])
    expect(unbacked('Lifetime access')).toEqual(['Lifetime access'])
    expect(unbacked('Add-ons, also until then', { kind: 'packs', packs: ['ai_tools'] })).toEqual(['Add-ons, also until then'])
    const withPlan: PromiseLedger = { ...ledger, packs: { ...ledger.packs, ai_tools: { ...ledger.packs.ai_tools, lasts: 'with-plan' } } }
    expect(
      findUnbackedClaims([{ where: 'mail', text: 'Add-ons, also until then', scope: { kind: 'packs', packs: ['ai_tools'] } }], withPlan),
    ).toEqual([])
  })

  it('holds an access length only when the plan sold lasts that long', () => {
    expect(unbacked('Annual access', { kind: 'plan', periods: [{ value: 12, unit: 'M' }] })).toEqual([])
    expect(unbacked('Annual access', { kind: 'plan', periods: [{ value: 4, unit: 'W' }] })).toEqual(['Annual access'])
    expect(unbacked('4 weeks of access')).toEqual([])
  })

  it('says where the claim is and what the product holds', () => {
    const [first] = findUnbackedClaims([{ where: 'funnel x: paywall', text: '20+ AI courses', scope: plan }], ledger)
    expect(describeUnbacked(first!)).toBe('“20+ AI courses” (funnel x: paywall) is not backed: the catalogue has 7 published courses.')
    expect(resolveClaim({ kind: 'includes', feature: 'aiTools', text: 'Access to AI tools' }, plan, ledger)).toEqual({
      backed: false,
      holds: 'the plan includes the courses, the challenges, the AI chat assistant, certificates',
    })
  })
})

describe('the texts of each document', () => {
  const facts = { ...defaultProductFacts, courses: 7, challenges: 2, aiTools: 15 }

  it('fills counted facts before resolving, so a placeholder always holds', () => {
    const texts = funnelTexts(
      'f',
      { paywall: { benefits: ['{{fact:courses}}+ AI courses and {{fact:challenges}} personal challenges'] } },
      facts,
    )
    expect(texts).toEqual([
      {
        where: 'funnel f: paywall.benefits.0',
        text: '7+ AI courses and 2 personal challenges',
        scope: { kind: 'plan' },
        field: 'definition',
      },
    ])
    expect(findUnbackedClaims(texts, ledger)).toEqual([])
  })

  it('resolves a landing price block against the plan it sells and an offer against its pack', () => {
    const yearly = { name: '1-year plan', firstPeriod: { value: 1, unit: 'Y' as const }, renewalPeriod: { value: 1, unit: 'Y' as const } }
    const block = { title: 'Annual access', benefits: [{ text: 'Access to AI tools' }, { text: 'Customer support' }] }
    expect(findUnbackedClaims(pricePlanTexts(block, yearly, facts), ledger)).toEqual([
      {
        where: 'landing price block “Annual access”: benefit 1',
        claim: 'Access to AI tools',
        holds: expect.stringContaining('the plan includes'),
        field: 'benefits.0.text',
      },
    ])
    const offer = { title: 'AI tools pack', pack: 'ai_tools' as const, benefits: [{ text: 'Lifetime access' }] }
    expect(findUnbackedClaims(upsellTexts(offer, facts), ledger)).toEqual([])
  })
})

describe('claims across lines', () => {
  it('never joins a number on one line with a noun on the next', () => {
    expect(extractClaims('Card ending 4242\n\nAI tools pack')).toEqual([])
  })
})
