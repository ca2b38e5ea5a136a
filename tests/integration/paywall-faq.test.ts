import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadPaywalls } from '../../app/funnel/server/paywall.server'
import type { FunnelDefinition } from '@schemas/funnel/definition'
import { getPayloadClient } from '../support/students'

const funnel = (id: string) => JSON.parse(readFileSync(`funnels/${id}.json`, 'utf8')) as FunnelDefinition

// Challenge FAQ on the challenge funnel paywall (issue #15).
describe('the FAQ of a funnel paywall', () => {
  it('answers the challenge questions first on a challenge funnel, only the subscription ones on the renewal paywall', async () => {
    const payload = await getPayloadClient()
    const faq = (group: string, order: number, shortText: string) =>
      payload.create({ collection: 'faqs', data: { group, order, shortText, fullText: `About ${shortText}` } as never })
    await faq('landing', 1, 'Can I cancel?')
    await faq('challenge', 2, 'How long a day?')
    await faq('challenge', 1, 'For beginners?')

    const questions = async (id: string) =>
      Object.values(await loadPaywalls(funnel(id), 'USD')).map((paywall) => paywall.faq.map((item) => item.question))
    expect(await questions('challenge_v1')).toEqual([['For beginners?', 'How long a day?', 'Can I cancel?']])
    expect(await questions('renew')).toEqual([['Can I cancel?']])
  })
})
