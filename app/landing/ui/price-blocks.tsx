import { Link } from '@remix-run/react'
import { Check } from 'lucide-react'
import type { PriceBlockSetting } from '../rules/landing-pages'
import { priceBlockPeriod, priceBlocksIntro, savingPercent } from '../rules/price-block'
import type { LandingContent } from '../server/landing.server'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const price = (amount: number) => usd.format(amount).replace(/\.00$/, '')

/**
 * The price blocks the visitor's `landing_price_block` flag chose (landing-page.server.ts); with
 * more than one, the second is marked as the popular choice, as the paywall preselects index 1.
 */
export function PriceBlocks(props: { blocks: LandingContent['priceBlocks']; setting: PriceBlockSetting; startHref: string }) {
  const { blocks, setting, startHref } = props
  if (blocks.length === 0) return null
  return (
    <section className="l-section" aria-labelledby="prices-heading" data-price-block={setting}>
      <h2 id="prices-heading">Choose your access</h2>
      <p className="l-section-lede">{priceBlocksIntro(setting)}</p>
      <ul className="l-grid l-prices">
        {blocks.map((block, index) => {
          const featured = blocks.length > 1 && index === 1
          const saving = savingPercent(block.priceWithoutSale, block.sale)
          return (
            <li key={block.id} className={`l-card l-price${featured ? ' l-price-featured' : ''}`} data-testid="price-block">
              {featured ? <p className="l-badge">Most popular</p> : null}
              <h3>{block.title}</h3>
              <p className="l-price-line">
                <strong>{price(block.sale)}</strong>{' '}
                <s>
                  <span className="visually-hidden">instead of </span>
                  {price(block.priceWithoutSale)}
                </s>
              </p>
              <p className="l-price-period">
                {priceBlockPeriod(block.key)}
                {saving > 0 ? <span className="l-saving">Save {saving}%</span> : null}
              </p>
              <ul className="l-benefits">
                {block.benefits.map((benefit) => (
                  <li key={benefit}>
                    <Check size={18} aria-hidden="true" />
                    {benefit}
                  </li>
                ))}
              </ul>
              <Link className="l-cta l-cta-block" to={startHref}>
                Get started
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
