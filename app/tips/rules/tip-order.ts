/**
 * AI tips as the apps list them (spec §3 "Tip"): a synthetic "Popular" category (id -100) first,
 * then the CMS categories in their order. Popular holds the featured tips (marketers tick
 * "featured" in the admin; we do not count views), in category then tip order; while fewer than
 * `popularMinimum` tips are featured, each category's first tip fills it up.
 */
export const popularCategory = { id: -100, caption: 'Popular' } as const
export const popularMinimum = 4
/** "Try it" names this model when the tip names none (a small chat model, spec §3 "Model info"). */
export const defaultTipModel = 'gpt-4o-mini'

export type TipCategory = { id: number | string; caption: string; order?: number | null }
export type TipItem = {
  id: number | string
  title: string
  featured?: boolean | null
  order?: number | null
  category: TipCategory
  promptToTry?: string | null
  model?: string | null
}

const byOrder =
  <T extends { order?: number | null }>(label: (item: T) => string) =>
  (a: T, b: T) =>
    (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || label(a).localeCompare(label(b))

export function tipCategories(categories: readonly TipCategory[]): TipCategory[] {
  return [
    popularCategory,
    ...[...categories].filter((category) => String(category.id) !== String(popularCategory.id)).sort(byOrder((c) => c.caption)),
  ]
}

/** Tips in reading order: their category's order, then their own. */
export function orderTips<T extends TipItem>(tips: readonly T[]): T[] {
  const tipOrder = byOrder<T>((tip) => tip.title)
  const categoryOrder = byOrder<TipCategory>((category) => category.caption)
  return [...tips].sort((a, b) => categoryOrder(a.category, b.category) || tipOrder(a, b))
}

export function featuredTips<T extends TipItem>(tips: readonly T[]): T[] {
  return orderTips(tips.filter((tip) => tip.featured))
}

export function popularTips<T extends TipItem>(tips: readonly T[]): T[] {
  const featured = featuredTips(tips)
  if (featured.length >= popularMinimum) return featured
  const seen = new Set<string>()
  const firsts = orderTips(tips).filter((tip) => {
    const key = String(tip.category.id)
    if (seen.has(key)) return false
    seen.add(key)
    return !tip.featured
  })
  return [...featured, ...firsts].slice(0, Math.max(popularMinimum, featured.length))
}

export const isPopular = (categoryId: string | number) => String(categoryId) === String(popularCategory.id)

export function tipsInCategory<T extends TipItem>(tips: readonly T[], categoryId: string | number): T[] {
  if (isPopular(categoryId)) return popularTips(tips)
  return orderTips(tips.filter((tip) => String(tip.category.id) === String(categoryId)))
}

/** The assistant link of "Try it" (contract: /assistant?model=<model id>&prompt=<url-encoded text>). */
export function tryItHref(tip: Pick<TipItem, 'promptToTry' | 'model' | 'title'>): string {
  // %20, not URLSearchParams' "+": the text decodes the same with decodeURIComponent and URLSearchParams.
  const model = encodeURIComponent(tip.model?.trim() || defaultTipModel)
  return `/assistant?model=${model}&prompt=${encodeURIComponent(tip.promptToTry?.trim() || tip.title)}`
}
