import type { TestimonialView } from '@schemas/content/testimonial-view'

/** A quote with its author. `headline` is a result ("+$1,800/month") or a short title. */
export function TestimonialCard({ testimonial }: { testimonial: TestimonialView }) {
  const { author, role, headline, comment, image } = testimonial
  return (
    <figure className="f-testimonial">
      {headline ? <p className="f-testimonial__headline">{headline}</p> : null}
      <blockquote className="f-testimonial__quote">
        <p>{comment}</p>
      </blockquote>
      <figcaption className="f-testimonial__author">
        {image ? <img className="f-testimonial__avatar" src={image} width={40} height={40} alt="" loading="lazy" decoding="async" /> : null}
        <span>
          <span className="f-testimonial__name">{author}</span>
          {role ? <span className="f-testimonial__role">{role}</span> : null}
        </span>
      </figcaption>
    </figure>
  )
}
