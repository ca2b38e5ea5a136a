import { Link } from '@remix-run/react'
import type { LandingContent } from '../server/landing.server'

export function Faq({ faqs }: { faqs: LandingContent['faqs'] }) {
  if (faqs.length === 0) return null
  return (
    <section className="l-section" aria-labelledby="faq-heading">
      <h2 id="faq-heading">Frequently asked questions</h2>
      {faqs.map((faq) => (
        <details key={faq.id} className="l-faq">
          <summary>{faq.question}</summary>
          <p>
            {faq.answer}
            {faq.link ? (
              <>
                {' '}
                <Link to={faq.link.href}>{faq.link.text}</Link>
              </>
            ) : null}
          </p>
        </details>
      ))}
    </section>
  )
}
