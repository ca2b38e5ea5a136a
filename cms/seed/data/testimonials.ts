import type { Testimonial } from '../../payload-types'

type SeedTestimonial = Pick<Testimonial, 'set' | 'author' | 'role' | 'headline' | 'comment' | 'profit' | 'order'>

/**
 * One list per place that shows testimonials, each in the shape that place uses: landing (author,
 * tag, quote), default — the funnels' loader popups (author, title, quote) — success stories
 * (name, profession, text) and paywall (author, profit, quote).
 */
export const testimonials: SeedTestimonial[] = [
  {
    set: 'landing',
    order: 1,
    author: 'Maria K.',
    role: 'Beginning blogger',
    comment:
      'I used to spend a whole evening on one post. Now I plan the week on Sunday in forty minutes and my reels finally look consistent.',
  },
  {
    set: 'landing',
    order: 2,
    author: 'Daniel R.',
    role: 'Freelance copywriter',
    comment:
      'The prompt-engineering course paid for itself in the first week. I deliver drafts the same day and spend my time on the edits clients notice.',
  },
  {
    set: 'landing',
    order: 3,
    author: 'Priya S.',
    role: 'Small business owner',
    comment: 'I had never used AI before. The lessons are short and practical, and I now write all my product descriptions myself.',
  },
  {
    set: 'default',
    order: 1,
    author: 'Tom W.',
    headline: 'Finally something practical',
    comment: 'Every lesson ended with something I could use at work the next morning.',
  },
  {
    set: 'default',
    order: 2,
    author: 'Aisha M.',
    headline: 'My first paid client in week three',
    comment: 'I offered AI-made social media visuals to a local café. They said yes, and then asked for a monthly package.',
  },
  {
    set: 'default',
    order: 3,
    author: 'Lukas B.',
    headline: '20 minutes is really enough',
    comment: 'I do the daily task on the train. After a month I use ChatGPT for half of my admin work.',
  },
  {
    set: 'success-stories',
    order: 1,
    author: 'Elena V.',
    role: 'Marketing manager',
    comment:
      'Our team cut the time for a campaign brief from two days to an afternoon. I learned the workflow here and taught it to everyone.',
  },
  {
    set: 'success-stories',
    order: 2,
    author: 'James O.',
    role: 'Video editor',
    comment: 'The avatar and voice lessons opened a new service for me: faceless explainer videos. It is now a third of my income.',
  },
  {
    set: 'success-stories',
    order: 3,
    author: 'Sofia L.',
    role: 'Teacher',
    comment: 'I prepare differentiated worksheets in minutes and my evenings are mine again.',
  },
  {
    set: 'paywall',
    order: 1,
    author: 'Chris P.',
    profit: '+$1,800 in the first month',
    comment: 'I packaged what I learned into a content service for two local gyms.',
  },
  {
    set: 'paywall',
    order: 2,
    author: 'Nadia H.',
    profit: '+$650 a month',
    comment: 'I sell AI-designed planners and templates. The challenge gave me the plan and the deadline I needed.',
  },
  {
    set: 'paywall',
    order: 3,
    author: 'Marco D.',
    profit: '10 hours saved every week',
    comment: 'Emails, reports and meeting notes now take minutes. That time went straight into my side project.',
  },
]
