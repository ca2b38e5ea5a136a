import type { ChallengeFaqItem } from '~/learning/server/challenge-page.server'

/** Questions as native disclosure widgets (keyboard and screen readers get them for free). */
export function ChallengeFaq({ items }: { items: ChallengeFaqItem[] }) {
  if (items.length === 0) return null
  return (
    <section className="card" aria-labelledby="challenge-faq-heading">
      <h2 id="challenge-faq-heading">Frequently asked questions</h2>
      {items.map((item) => (
        <details key={item.id} className="l-faq">
          <summary>{item.question}</summary>
          {/* Rendered on the server from CMS markdown with raw HTML escaped (markdown.server.ts). */}
          <div dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
          {item.link ? (
            <p>
              <a href={item.link.href}>{item.link.text}</a>
            </p>
          ) : null}
        </details>
      ))}
    </section>
  )
}
