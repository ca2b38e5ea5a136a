import type { LandingContent } from '../server/landing.server'

export function Testimonials({ testimonials }: { testimonials: LandingContent['testimonials'] }) {
  if (testimonials.length === 0) return null
  return (
    <section className="l-section" aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading">What learners say</h2>
      <ul className="l-grid">
        {testimonials.map((item) => (
          <li key={item.id} className="l-card">
            <figure>
              {item.headline ? <p className="l-headline">{item.headline}</p> : null}
              <blockquote>{item.comment}</blockquote>
              <figcaption>
                {item.author}
                {item.role ? <span>, {item.role}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
