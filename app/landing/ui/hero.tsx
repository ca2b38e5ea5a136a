import { Link } from '@remix-run/react'
import { useMemo } from 'react'
import { counters, subscribersCounter } from '../rules/counter'
import { useCounter } from './use-counter'

const numberFormat = new Intl.NumberFormat('en-US')

/** The hero is the first screen on a phone: its image is fetched first and sized before it loads (no layout shift). */
export function Hero(props: { eyebrow: string; title: string; lede: string; startHref: string; cta: string; learners: number }) {
  const subscribers = useCounter<HTMLParagraphElement>(useMemo(() => subscribersCounter(props.learners), [props.learners]))
  const days = useCounter<HTMLParagraphElement>(counters.challengeDays)
  return (
    <section className="l-hero" aria-labelledby="hero-heading">
      <div className="l-hero-text">
        <p className="eyebrow">{props.eyebrow}</p>
        <h1 id="hero-heading">{props.title}</h1>
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
      </div>
      <img
        className="l-hero-image"
        src="/images/landing/hero-lesson.svg"
        alt="The app on a phone: a short lesson on writing a prompt that sells, with a 7-day streak and a certificate earned"
        width={360}
        height={520}
        fetchPriority="high"
        decoding="async"
      />
    </section>
  )
}
