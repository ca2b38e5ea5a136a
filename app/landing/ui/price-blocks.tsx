import { Link } from '@remix-run/react'
import { Check } from 'lucide-react'
import type { PriceBlockSetting } from '../rules/landing-pages'
import { priceBlockPrice, priceBlocksIntro } from '../rules/price-block'
import type { LandingContent } from '../server/landing.server'

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
          const price = priceBlockPrice(block.plan)
          return (
            <li key={block.id} className={`l-card l-price${featured ? ' l-price-featured' : ''}`} data-testid="price-block">
              {featured ? <p className="l-badge">Most popular</p> : null}
              <h3>{block.title}</h3>
              <p className="l-price-line">
                <strong>{price.first}</strong> {price.period}
              </p>
              <p className="l-price-period">{price.then}</p>
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
