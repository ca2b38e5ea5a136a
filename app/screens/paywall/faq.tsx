import type { PaywallData } from '../types'

/** Questions as native disclosure widgets; an answer may end with a link (e.g. the terms). */
export function Faq({ items, headingId }: { items: PaywallData['faq']; headingId: string }) {
  if (items.length === 0) return null
  return (
    <section className="f-faq" aria-labelledby={headingId}>
      <h2 id={headingId} className="f-section-title">
        Frequently asked questions
      </h2>
      {items.map((item) => (
        <details key={item.question} className="f-faq__item">
          <summary className="f-faq__question">{item.question}</summary>
          <p className="f-faq__answer">
            {item.answer}
            {item.link ? (
              <>
                {' '}
                <a href={item.link.href}>{item.link.text}</a>
              </>
            ) : null}
          </p>
        </details>
      ))}
    </section>
  )
}
