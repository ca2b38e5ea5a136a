import type { LandingPath } from './landing-pages'
import { defaultProductFacts, fillFacts, type ProductFacts } from '@schemas/content/product-fact-text'

export type LandingCopy = { eyebrow: string; title: string; lede: string; cta: string }

/**
 * Each landing page's words; everything else on the page comes from the CMS. `{{year}}` stands for
 * the current year and `{{fact:…}}` for a product fact (Site settings), filled in on the server when
 * the page is rendered (landingCopyFor).
 */
export const landingCopy: Record<LandingPath, LandingCopy> = {
  '/': {
    eyebrow: 'AI skills, one lesson at a time',
    title: 'Learn AI in {{fact:dailyMinutes}} minutes a day',
    lede: 'Practical lessons, prompt-writing practice and 28-day challenges that turn AI tools into real results — for beginners, bloggers, freelancers and entrepreneurs.',
    cta: 'Take the 2-minute quiz',
  },
  '/landing-v1': {
    eyebrow: 'The 28-day AI income challenge',
    title: 'Earn $100K in {{year}} with AI — {{fact:dailyMinutes}} minutes a day',
    lede: 'Over {{fact:learners}} people have boosted their earnings with AI. Learn the skills behind it in four weeks of short, hands-on daily tasks.',
    cta: 'Start my challenge',
  },
  '/landing-v2': {
    eyebrow: '4 weeks · {{fact:dailyMinutes}} minutes a day',
    title: 'Complete the challenge. Earn your certificate.',
    lede: 'Finish the 28-day AI Income Growth Challenge and get a Certificate of Achievement, verified for LinkedIn, portfolio and CV.',
    cta: 'Start the challenge',
  },
  '/luck': {
    eyebrow: 'A special start for new learners',
    title: 'Your lucky break into AI starts today',
    lede: 'More than {{fact:learners}} people have mastered AI with short daily lessons. Take the quiz, get a personal plan and start with a special first-month price.',
    cta: 'Claim my personal plan',
  },
  '/creator': {
    eyebrow: 'For bloggers and creators',
    title: 'Grow your audience with AI content',
    lede: 'Plan, write and produce posts and videos with AI — no camera needed thanks to AI avatars — and watch what consistent content does to your following.',
    cta: 'Build my creator plan',
  },
}

/** Replaces `{{year}}` with the UTC year of `now`, so dated copy never goes stale. */
export function fillYear(text: string, now: Date): string {
  return text.replace(/\{\{\s*year\s*\}\}/g, String(now.getUTCFullYear()))
}

/**
 * Every string inside `value` with `{{year}}` filled in: marketers may write it in any landing text
 * in the CMS (cards, FAQ, testimonials, tools, price blocks) and it never goes stale.
 */
export function fillYearEverywhere<T>(value: T, now: Date): T {
  if (typeof value === 'string') return fillYear(value, now) as T
  if (Array.isArray(value)) return value.map((item: unknown) => fillYearEverywhere(item, now)) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillYearEverywhere(item, now)])) as T
  return value
}

/** A landing page's words as of `now` (the server's render time), with the product facts of Site settings. */
export function landingCopyFor(path: LandingPath, now: Date, facts: ProductFacts = defaultProductFacts): LandingCopy {
  const copy = landingCopy[path]
  const fill = (text: string) => fillFacts(fillYear(text, now), facts)
  return { eyebrow: fill(copy.eyebrow), title: fill(copy.title), lede: fill(copy.lede), cta: fill(copy.cta) }
}

/** The page title and description from the copy the loader resolved (the current year, if none). */
export function landingMeta(path: LandingPath) {
  return ({ data }: { data?: { copy?: LandingCopy } }) => {
    const copy = data?.copy ?? landingCopyFor(path, new Date())
    return [{ title: copy.title }, { name: 'description', content: copy.lede }]
  }
}

/** Landing pages carry the visitor's deviceId in their start links: never a shared cache. */
export const landingHeaders = () => ({ 'Cache-Control': 'private, no-store' })
