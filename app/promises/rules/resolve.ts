import {
  type AccessPeriod,
  type Feature,
  type Pack,
  type PromiseLedger,
  featureLabels,
  features,
  promptsIn,
} from '@schemas/payments/promise-ledger'
import { upsellPackLabels, upsellPacks } from '@schemas/payments/upsell-labels'
import { type Claim, extractClaims } from './claims'

/**
 * What a text sells, so its claims are resolved against the right entitlements: a subscription
 * plan (funnels, paywall plans, landing price blocks; `periods` when the text sells known plans),
 * some packs (an offer, an add-on receipt), or the product as a whole (FAQ, landing cards, mail).
 */
export type ClaimScope =
  { kind: 'plan'; periods?: readonly AccessPeriod[] } | { kind: 'packs'; packs: readonly Pack[] } | { kind: 'product' }

/** One text a buyer reads, where it is (and in which field of its document), and what it sells. */
export type ScopedText = { where: string; text: string; scope: ClaimScope; field?: string }

export type UnbackedClaim = { where: string; claim: string; holds: string; field?: string }

const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
const packNames = (packs: readonly Pack[]) => packs.map((pack) => upsellPackLabels[pack]).join(', ')

function featuresOf(scope: ClaimScope, ledger: PromiseLedger): Set<Feature> {
  if (scope.kind === 'plan') return new Set(ledger.plan.features)
  const packs = scope.kind === 'packs' ? scope.packs : upsellPacks
  const fromPacks = packs.flatMap((pack) => ledger.packs[pack].features)
  return new Set(scope.kind === 'packs' ? fromPacks : [...ledger.plan.features, ...fromPacks])
}

const packsOf = (scope: ClaimScope): readonly Pack[] => (scope.kind === 'packs' ? scope.packs : scope.kind === 'product' ? upsellPacks : [])

const weeks = ({ value, unit }: AccessPeriod) => value * { D: 1 / 7, W: 1, M: 52 / 12, Q: 13, Y: 52 }[unit]
const samePeriod = (a: AccessPeriod, b: AccessPeriod) => Math.abs(weeks(a) - weeks(b)) < 0.1
const periodText = ({ value, unit }: AccessPeriod) =>
  `${value} ${{ D: 'day', W: 'week', M: 'month', Q: 'quarter', Y: 'year' }[unit]}${value === 1 ? '' : 's'}`

/** How much of `subject` the scope holds, and how to say it. */
function counted(subject: Extract<Claim, { kind: 'count' }>['subject'], scope: ClaimScope, ledger: PromiseLedger): [number, string] {
  switch (subject) {
    case 'courses':
      return [ledger.courses, `the catalogue has ${ledger.courses} published courses`]
    case 'challenges':
      return [ledger.challenges, `the catalogue has ${ledger.challenges} published challenges`]
    case 'aiTools':
      return [ledger.aiTools, `the published lessons cover ${ledger.aiTools} AI tools`]
    case 'prompts': {
      if (scope.kind === 'plan') return [0, 'a plan has no prompt library (the prompt packs do)']
      const most = Math.max(0, ...packsOf(scope).map((pack) => promptsIn(ledger, pack)))
      return [most, `the prompt library holds ${grouped(most)} prompts for it`]
    }
    case 'dailyPrompts': {
      const most = Math.max(0, ...packsOf(scope).map((pack) => ledger.extraDailyPrompts[pack]))
      return [most, `it adds ${most} assistant prompts a day`]
    }
  }
}

/** Whether the ledger backs one claim in its scope; if not, what the product holds instead. */
export function resolveClaim(claim: Claim, scope: ClaimScope, ledger: PromiseLedger): { backed: true } | { backed: false; holds: string } {
  const fail = (holds: string) => ({ backed: false as const, holds })
  const held = featuresOf(scope, ledger)
  const sells =
    scope.kind === 'plan' ? 'the plan includes' : scope.kind === 'packs' ? `${packNames(scope.packs)} gives` : 'the product offers'
  const inScope = () => `${sells} ${[...held].map((feature) => featureLabels[feature]).join(', ') || 'nothing'}`
  switch (claim.kind) {
    case 'count': {
      const [count, holds] = counted(claim.subject, scope, ledger)
      return count >= claim.atLeast ? { backed: true } : fail(holds)
    }
    case 'includes':
      return held.has(claim.feature) ? { backed: true } : fail(inScope())
    case 'everything':
      return features.every((feature) => held.has(feature)) ? { backed: true } : fail(inScope())
    case 'lifetime': {
      const packs = packsOf(scope)
      if (scope.kind === 'plan') return fail('a plan lasts its paid period; only the packs are kept for life')
      return packs.some((pack) => ledger.packs[pack].lasts === 'lifetime')
        ? { backed: true }
        : fail(`${packNames(packs)} ends with the plan`)
    }
    case 'endsWithPlan': {
      const lifetime = packsOf(scope).filter((pack) => ledger.packs[pack].lasts === 'lifetime')
      return lifetime.length === 0 ? { backed: true } : fail(`these are kept for life, after the plan ends: ${packNames(lifetime)}`)
    }
    case 'access': {
      if (scope.kind === 'packs') return fail(`${packNames(scope.packs)} lasts a lifetime`)
      const periods = (scope.kind === 'plan' ? scope.periods : undefined) ?? ledger.plan.periods
      return periods.some((period) => samePeriod(period, claim.period))
        ? { backed: true }
        : fail(`plans are sold for ${[...new Set(periods.map(periodText))].join(', ') || 'no period'}`)
    }
  }
}

/** Every claim in `texts` the ledger does not back, with where it is and what the product holds. */
export function findUnbackedClaims(texts: readonly ScopedText[], ledger: PromiseLedger): UnbackedClaim[] {
  return texts.flatMap(({ where, text, scope, field }) =>
    extractClaims(text).flatMap((claim) => {
      const result = resolveClaim(claim, scope, ledger)
      return result.backed ? [] : [{ where, claim: claim.text, holds: result.holds, ...(field ? { field } : {}) }]
    }),
  )
}

/** One line a marketer reads: the claim, where, and what the product holds. */
export const describeUnbacked = ({ where, claim, holds }: UnbackedClaim) => `“${claim}” (${where}) is not backed: ${holds}.`
