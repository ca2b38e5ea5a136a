import { Link } from '@remix-run/react'
import { Lightbulb } from 'lucide-react'
import { Card, EmptyState } from '~/ui'

type Tip = { content: { id: number | string; title: string; text: string; category: { caption: string }; tryItHref: string } }

const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 137).trimEnd()}…` : text)

/** Each tip is one card the student taps anywhere; the title is the card's only link (not underlined). */
export function TipCards({ tips }: { tips: Tip[] }) {
  if (tips.length === 0) {
    return (
      <EmptyState title="No tips here yet" icon={<Lightbulb size={26} aria-hidden="true" />}>
        New tips arrive every week. Try another category meanwhile.
      </EmptyState>
    )
  }
  return (
    <ul className="plain-list tip-cards">
      {tips.map(({ content: tip }) => (
        <Card as="li" key={String(tip.id)} className="tip-card">
          <p className="course-kind">{tip.category.caption}</p>
          <h3 className="tip-card__title">
            <Link to={`/ai-tips/${tip.id}`} className="tip-card__link" prefetch="intent">
              {tip.title}
            </Link>
          </h3>
          <p className="muted">{excerpt(tip.text)}</p>
        </Card>
      ))}
    </ul>
  )
}
