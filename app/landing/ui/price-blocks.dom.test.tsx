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

const block = (id: number, key: string, title: string, priceWithoutSale: number, sale: number, curatorMonths: number) => ({
  id,
  key,
  title,
  priceWithoutSale,
  sale,
  curatorMonths,
  benefits: ['Refund guarantee', ...(curatorMonths ? ['Chat with your curator'] : [])],
})
// The CMS's five price plans, as landing.server.ts reads them.
const all = [
  block(1, 'annual_access', 'Annual access', 150, 50, 0),
  block(2, 'annual_access_curator_1m', 'Annual access + curator', 350, 100, 1),
  block(3, 'annual_access_curator_3m', 'Annual access + 3 months of curator', 650, 150, 3),
  block(4, 'n_weeks_access', '4 weeks of access', 39.99, 20, 0),
  block(5, 'n_weeks_access_curator_1m', '4 weeks of access + curator', 69.99, 30, 1),
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
    expect(cards[0]!.textContent).toContain('for a full year')
    expect(cards[0]!.textContent).toContain('Save 67%')
    expect(document.querySelector('.l-badge')).toBeNull()
  })

  it('annual_access_with_mentor: the three yearly blocks, the second marked popular', () => {
    const { titles, cards } = rendered('annual_access_with_mentor')
    expect(titles).toEqual(['Annual access', 'Annual access + curator', 'Annual access + 3 months of curator'])
    expect(cards.map((card) => Boolean(card.querySelector('.l-badge')))).toEqual([false, true, false])
    expect(section().querySelector('.l-section-lede')!.textContent).toMatch(/personal curator/)
  })

  it('n_weeks_access and n_weeks_access_with_mentor: the 4-week blocks, with the price and the old price', () => {
    expect(rendered('n_weeks_access').titles).toEqual(['4 weeks of access'])
    const { titles, cards } = rendered('n_weeks_access_with_mentor')
    expect(titles).toEqual(['4 weeks of access', '4 weeks of access + curator'])
    expect(cards[1]!.querySelector('.l-price-line')!.textContent).toBe('$30 instead of $69.99')
    expect(cards[1]!.textContent).toContain('for 4 weeks')
    for (const card of cards) expect(card.querySelector('a')!.getAttribute('href')).toBe('/onboarding/x')
  })

  it('renders nothing when the flag’s family has no blocks in the CMS', () => {
    document.body.innerHTML = renderToString(<PriceBlocks blocks={[]} setting="annual_access" startHref="/x" />)
    expect(document.body.innerHTML).toBe('')
  })
})
