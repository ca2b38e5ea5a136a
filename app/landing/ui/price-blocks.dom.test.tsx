// @vitest-environment happy-dom
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { type PriceBlockSetting, selectPriceBlocks } from '../rules/landing-pages'
import { PriceBlocks } from './price-blocks'

vi.mock('@remix-run/react', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

const year = { value: 1, unit: 'Y' as const }
const fourWeeks = { value: 4, unit: 'W' as const }
const block = (id: number, key: string, title: string, firstCents: number, renewalCents: number, curatorMonths: number) => ({
  id,
  key,
  title,
  plan: key.startsWith('n_weeks')
    ? { firstCents, renewalCents, firstPeriod: fourWeeks, renewalPeriod: fourWeeks }
    : { firstCents, renewalCents, firstPeriod: year, renewalPeriod: year },
  curatorMonths,
  benefits: ['Refund guarantee', ...(curatorMonths ? ['Chat with your curator'] : [])],
})
// Price blocks as landing.server.ts reads them: each with the US-dollar prices of the plan it sells.
const all = [
  block(1, 'annual_access', 'Annual access', 12999, 12999, 0),
  block(2, 'annual_access_curator_1m', 'Annual access + curator', 12999, 12999, 1),
  block(3, 'annual_access_curator_3m', 'Annual access + 3 months of curator', 12999, 12999, 3),
  block(4, 'n_weeks_access', '4 weeks of access', 1999, 2999, 0),
  block(5, 'n_weeks_access_curator_1m', '4 weeks of access + curator', 1999, 2999, 1),
]

const section = () => document.querySelector('section')!

/** What the server sends for a visitor with this flag value (the loader filters, the component shows). */
function rendered(setting: PriceBlockSetting) {
  document.body.innerHTML = renderToString(
    <PriceBlocks blocks={selectPriceBlocks(all, setting)} setting={setting} startHref="/onboarding/x" />,
  )
  const cards = [...document.querySelectorAll('[data-testid="price-block"]')]
  return {
    section: section(),
    titles: cards.map((card) => card.querySelector('h3')!.textContent),
    cards,
  }
}

describe('PriceBlocks by the landing_price_block flag', () => {
  it('annual_access: one yearly block without a curator, no "most popular" badge', () => {
    const { section, titles, cards } = rendered('annual_access')
    expect(section.dataset.priceBlock).toBe('annual_access')
    expect(titles).toEqual(['Annual access'])
    expect(cards[0]!.querySelector('.l-price-line')!.textContent).toBe('$129.99 for 1 year')
    expect(cards[0]!.textContent).toContain('then $129.99 every year')
    expect(document.querySelector('.l-badge')).toBeNull()
  })

  it('annual_access_with_mentor: the three yearly blocks, the second marked popular', () => {
    const { titles, cards } = rendered('annual_access_with_mentor')
    expect(titles).toEqual(['Annual access', 'Annual access + curator', 'Annual access + 3 months of curator'])
    expect(cards.map((card) => Boolean(card.querySelector('.l-badge')))).toEqual([false, true, false])
    expect(section().querySelector('.l-section-lede')!.textContent).toMatch(/personal curator/)
  })

  it('n_weeks_access and n_weeks_access_with_mentor: the 4-week blocks, with the plan’s first price and its renewal', () => {
    expect(rendered('n_weeks_access').titles).toEqual(['4 weeks of access'])
    const { titles, cards } = rendered('n_weeks_access_with_mentor')
    expect(titles).toEqual(['4 weeks of access', '4 weeks of access + curator'])
    expect(cards[1]!.querySelector('.l-price-line')!.textContent).toBe('$19.99 for 4 weeks')
    expect(cards[1]!.querySelector('.l-price-period')!.textContent).toBe('then $29.99 every 4 weeks')
    for (const card of cards) expect(card.querySelector('a')!.getAttribute('href')).toBe('/onboarding/x')
  })

  it('renders nothing when the flag’s family has no blocks in the CMS', () => {
    document.body.innerHTML = renderToString(<PriceBlocks blocks={[]} setting="annual_access" startHref="/x" />)
    expect(document.body.innerHTML).toBe('')
  })
})
