import { z } from 'zod'

const text = z.string().trim().min(1)

/** The spec's four testimonial shapes, as they appear in the original content. */
export const testimonialSchema = z.union([
  z.strictObject({ authorName: text, authorTag: text, comment: text, image: text }),
  z.strictObject({ author: text, title: text, comment: text }),
  z.strictObject({ text, name: text, profession: text, imageUrl: text }),
  z.strictObject({ image: text, comment: text, author: text, profit: text }),
])
export type Testimonial = z.infer<typeof testimonialSchema>

/** A loader popup: who said it, a headline and what they said. */
export const feedbackPopupSchema = z.strictObject({ author: text, title: text, comment: text })
export type FeedbackPopup = z.infer<typeof feedbackPopupSchema>

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
