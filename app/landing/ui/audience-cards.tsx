import type { LandingContent } from '../server/landing.server'

export function AudienceCards({ cards }: { cards: LandingContent['cards'] }) {
  if (cards.length === 0) return null
  return (
    <section className="l-section" aria-labelledby="audience-heading">
      <h2 id="audience-heading">Who it is for</h2>
      <ul className="l-grid">
        {cards.map((card) => (
          <li key={card.id} className="l-card" data-testid="audience-card">
            {card.image ? <img src={card.image} alt="" width={320} height={180} loading="lazy" decoding="async" /> : null}
            <h3>{card.title}</h3>
            <p>{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
