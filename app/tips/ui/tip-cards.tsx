import { Link } from '@remix-run/react'

type Tip = { content: { id: number | string; title: string; text: string; category: { caption: string }; tryItHref: string } }

const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 137).trimEnd()}…` : text)

export function TipCards({ tips }: { tips: Tip[] }) {
  if (tips.length === 0) return <p className="muted">No tips here yet.</p>
  return (
    <ul className="plain-list tip-cards">
      {tips.map(({ content: tip }) => (
        <li key={String(tip.id)} className="card">
          <p className="course-kind">{tip.category.caption}</p>
          <h3>
            <Link to={`/ai-tips/${tip.id}`}>{tip.title}</Link>
          </h3>
          <p className="muted">{excerpt(tip.text)}</p>
        </li>
      ))}
    </ul>
  )
}
