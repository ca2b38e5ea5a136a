import { Quote } from 'lucide-react'
import type { LandingContent } from '../server/landing.server'

const avatarTints = ['#6d28d9', '#be185d', '#0369a1', '#047857']

export function Testimonials({ testimonials }: { testimonials: LandingContent['testimonials'] }) {
  if (testimonials.length === 0) return null
  return (
    <section className="l-section" aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading">What learners say</h2>
      <ul className="l-grid">
        {testimonials.map((item, index) => (
          <li key={item.id} className="l-card l-testimonial" data-testid="testimonial">
            <figure>
              <Quote className="l-quote-mark" size={28} aria-hidden="true" />
              {item.headline ? <p className="l-headline">{item.headline}</p> : null}
              <blockquote>{item.comment}</blockquote>
              <figcaption>
                {item.image ? (
                  <img src={item.image} alt="" width={44} height={44} loading="lazy" decoding="async" className="l-avatar" />
                ) : (
                  <span className="l-avatar" style={{ background: avatarTints[index % avatarTints.length] }} aria-hidden="true">
                    {item.author.trim().charAt(0).toUpperCase()}
                  </span>
                )}
                <span>
                  <strong>{item.author}</strong>
                  {item.role ? <span className="l-role">{item.role}</span> : null}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
