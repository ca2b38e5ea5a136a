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

export { type TestimonialView, toTestimonialView } from './testimonial-view'

// The zod schema and the plain type describe the same four shapes.
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const schemaMatchesType: SameShape<Testimonial, import('./testimonial-view').Testimonial> = true
void schemaMatchesType
