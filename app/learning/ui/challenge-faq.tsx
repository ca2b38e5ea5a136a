import type { ChallengeFaqItem } from '~/learning/server/challenge-page.server'
import { Disclosure } from '~/ui/disclosure'

/** Each question opens its answer in place (the design system's disclosure). */
export function ChallengeFaq({ items }: { items: ChallengeFaqItem[] }) {
  if (items.length === 0) return null
  return (
    <section className="card" aria-labelledby="challenge-faq-heading">
      <h2 id="challenge-faq-heading">Frequently asked questions</h2>
      {items.map((item) => (
        <Disclosure key={item.id} summary={item.question}>
          {/* Rendered on the server from CMS markdown with raw HTML escaped (markdown.server.ts). */}
          <div dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
          {item.link ? (
            <p>
              <a href={item.link.href}>{item.link.text}</a>
            </p>
          ) : null}
        </Disclosure>
      ))}
    </section>
  )
}
