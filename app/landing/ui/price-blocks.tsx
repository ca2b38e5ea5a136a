import { Link } from '@remix-run/react'
import type { LandingContent } from '../server/landing.server'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

export function PriceBlocks({ blocks, startHref }: { blocks: LandingContent['priceBlocks']; startHref: string }) {
  if (blocks.length === 0) return null
  return (
    <section className="l-section" aria-labelledby="prices-heading">
      <h2 id="prices-heading">Choose your access</h2>
      <ul className="l-grid l-prices">
        {blocks.map((block) => (
          <li key={block.id} className="l-card l-price" data-testid="price-block">
            <h3>{block.title}</h3>
            <p className="l-price-line">
              <s aria-label={`was ${usd.format(block.priceWithoutSale)}`}>{usd.format(block.priceWithoutSale)}</s>{' '}
              <strong>{usd.format(block.sale)}</strong>
            </p>
            <ul className="l-benefits">
              {block.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
            <Link className="l-cta" to={startHref}>
              Get started
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
