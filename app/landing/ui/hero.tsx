import { Link } from '@remix-run/react'
import { counters } from '../rules/counter'
import { useCounter } from './use-counter'

const numberFormat = new Intl.NumberFormat('en-US')

export function Hero(props: { eyebrow: string; title: string; lede: string; startHref: string; cta: string }) {
  const subscribers = useCounter<HTMLParagraphElement>(counters.subscribers)
  const days = useCounter<HTMLParagraphElement>(counters.challengeDays)
  return (
    <header className="l-hero">
      <p className="eyebrow">{props.eyebrow}</p>
      <h1>{props.title}</h1>
      <p className="lede">{props.lede}</p>
      <Link className="l-cta" to={props.startHref}>
        {props.cta}
      </Link>
      <div className="l-stats">
        <p ref={subscribers.ref}>
          <strong>{numberFormat.format(subscribers.value)}+</strong> learners subscribed
        </p>
        <p ref={days.ref}>
          <strong>{days.value}</strong> days to your first AI income project
        </p>
      </div>
    </header>
  )
}
