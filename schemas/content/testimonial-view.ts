// Plain TypeScript (no zod): the funnel player normalises testimonials in the browser with this.

/** The spec's four testimonial shapes, as they appear in the original content. */
export type Testimonial =
  | { authorName: string; authorTag: string; comment: string; image: string }
  | { author: string; title: string; comment: string }
  | { text: string; name: string; profession: string; imageUrl: string }
  | { image: string; comment: string; author: string; profit: string }

/** One normalised shape for rendering any of the four. */
export type TestimonialView = { author: string; role?: string; headline?: string; comment: string; image?: string }

export function toTestimonialView(testimonial: Testimonial): TestimonialView {
  if ('authorName' in testimonial) {
    return { author: testimonial.authorName, role: testimonial.authorTag, comment: testimonial.comment, image: testimonial.image }
  }
  if ('profession' in testimonial) {
    return { author: testimonial.name, role: testimonial.profession, comment: testimonial.text, image: testimonial.imageUrl }
  }
  if ('profit' in testimonial) {
    return { author: testimonial.author, headline: testimonial.profit, comment: testimonial.comment, image: testimonial.image }
  }
  return { author: testimonial.author, headline: testimonial.title, comment: testimonial.comment }
}
