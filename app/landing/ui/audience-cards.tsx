import { Briefcase, Laptop, Megaphone, PenLine, Sparkles, Wallet } from 'lucide-react'
import type { LandingContent } from '../server/landing.server'

// A card without an image from the CMS gets a drawn icon, in the order marketers put the cards.
const icons = [Wallet, PenLine, Megaphone, Laptop, Briefcase, Sparkles]
const tints = ['#ede9fe', '#fce7f3', '#e0f2fe', '#dcfce7', '#fef3c7', '#f1f5f9']

export function AudienceCards({ cards }: { cards: LandingContent['cards'] }) {
  if (cards.length === 0) return null
  return (
    <section className="l-section" aria-labelledby="audience-heading">
      <h2 id="audience-heading">Who it is for</h2>
      <ul className="l-grid">
        {cards.map((card, index) => {
          const Icon = icons[index % icons.length]!
          return (
            <li key={card.id} className="l-card l-audience" data-testid="audience-card">
              {card.image ? (
                <img src={card.image} alt="" width={320} height={180} loading="lazy" decoding="async" />
              ) : (
                <span className="l-icon" style={{ background: tints[index % tints.length] }} aria-hidden="true">
                  <Icon size={24} />
                </span>
              )}
              <h3>{card.title}</h3>
              <p>{card.description}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
