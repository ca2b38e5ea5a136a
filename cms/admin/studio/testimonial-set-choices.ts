export type TestimonialSetChoice = { id: string; label: string }

type TestimonialDoc = { set?: string | null; author?: string | null; order?: number | null }

const setNames: Record<string, string> = { default: 'General reviews', paywall: 'Paywall reviews', landing: 'Landing page reviews' }

/**
 * Testimonial sets (the Testimonials collection's `set`) as a marketer recognises them: by what
 * they are for and who speaks ("Paywall reviews: Anna, Ben and 2 more").
 */
export function testimonialSetChoices(testimonials: readonly TestimonialDoc[]): TestimonialSetChoice[] {
  const sets = new Map<string, TestimonialDoc[]>()
  for (const one of testimonials) if (one.set) sets.set(one.set, [...(sets.get(one.set) ?? []), one])
  return [...sets]
    .map(([id, members]) => {
      const authors = [...members].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map((one) => one.author?.trim() || 'Anonymous')
      const who = authors.length > 2 ? `${authors.slice(0, 2).join(', ')} and ${authors.length - 2} more` : authors.join(' and ')
      return { id, label: `${testimonialSetName(id)}: ${who}` }
    })
    .sort((a, b) => a.label.localeCompare(b.label))
}

/** A set's name in words: known sets by their use, others from their name ("loader-popups" → "Loader popups"). */
export function testimonialSetName(id: string): string {
  const known = setNames[id]
  if (known) return known
  const words = id.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
