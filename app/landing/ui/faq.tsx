import { Link } from '@remix-run/react'
import { ChevronDown } from 'lucide-react'
import type { LandingContent } from '../server/landing.server'

export function Faq({ faqs }: { faqs: LandingContent['faqs'] }) {
  if (faqs.length === 0) return null
  return (
    <section className="l-section" aria-labelledby="faq-heading">
      <h2 id="faq-heading">Frequently asked questions</h2>
      <div className="l-faqs">
        {faqs.map((faq) => (
          <details key={faq.id} className="l-faq">
            <summary>
              {faq.question}
              <ChevronDown className="l-faq-chevron" size={20} aria-hidden="true" />
            </summary>
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
      </div>
    </section>
  )
}
