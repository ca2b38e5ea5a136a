import { buildFunnel, choice, paywall, testNow } from '@engine/test-support/funnel-factory'
import type { FunnelDefinition } from '@schemas/funnel/definition'
import type { PaywallData } from '~/screens'
import type { FunnelPageData } from '../rules/types'

/** Two questions and a paywall: the funnel the player's browser tests drive. */
export const definition = buildFunnel([choice('q1'), choice('q2'), paywall('main')])
export const visitorId = '0b7e5a39-1c2d-4e5f-8a9b-0c1d2e3f4a5b'

const plan = (id: string) => ({ id }) as PaywallData['plans'][number]
export const paywalls: Record<string, PaywallData> = {
  main: {
    plans: [plan('one-week'), plan('four-weeks'), plan('twelve-weeks')],
    defaultPlanIndex: 1,
    projectsPromiseDays: 28,
    benefits: ['20+ AI courses'],
    guarantee: { title: 'Money-back guarantee', text: 'Refunds under the subscription terms.' },
    testimonials: [],
    faq: [],
  },
}

/** What the funnel route's loader hands the player, for `funnel` (by default the one above). */
export function playerPage(extra: Partial<FunnelPageData> = {}, funnel: FunnelDefinition = definition): FunnelPageData {
  return {
    funnel: { id: funnel.id, title: funnel.title, version: funnel.version },
    definition: funnel,
    mode: 'onboarding',
    preview: false,
    visitorId,
    now: testNow,
    persisted: null,
    frame: {} as FunnelPageData['frame'],
    paywalls,
    preload: [],
    ...extra,
  }
}
