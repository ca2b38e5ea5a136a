import { useId } from 'react'
import { KeepTogether } from '../shared/keep-together'
import type { PaywallData } from '../types'

/** What the plan includes: the projects promise first, then the funnel's benefits, one tick each. */
export function Benefits({ promiseDays, benefits }: { promiseDays: number; benefits: readonly string[] }) {
  const headingId = useId()
  const items = [`Build your first AI projects in ${promiseDays} days`, ...benefits]
  return (
    <section className="f-benefits" aria-labelledby={headingId}>
      <h2 id={headingId} className="f-section-title">
        What you get
      </h2>
      <ul className="f-benefits__list">
        {items.map((item) => (
          <li key={item} className="f-promise">
            <span className="f-promise__mark" aria-hidden="true">
              ✓
            </span>
            <span>
              <KeepTogether text={item} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The money-back guarantee under the plans, with a link to the terms that set its conditions. */
export function Guarantee({ guarantee }: { guarantee: PaywallData['guarantee'] }) {
  const headingId = useId()
  return (
    <section className="f-guarantee" aria-labelledby={headingId}>
      <svg className="f-guarantee__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
        <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z" fill="currentColor" opacity=".15" />
        <path
          d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-1.2 13.4-3.5-3.5 1.4-1.4 2.1 2.1 4.6-4.6 1.4 1.4-6 6Z"
          fill="currentColor"
        />
      </svg>
      <div>
        <h2 id={headingId} className="f-guarantee__title">
          <KeepTogether text={guarantee.title} />
        </h2>
        <p className="f-guarantee__text">
          <KeepTogether text={guarantee.text} />
          {guarantee.link ? (
            <>
              {' '}
              <a href={guarantee.link.href}>{guarantee.link.text}</a>
            </>
          ) : null}
        </p>
      </div>
    </section>
  )
}
