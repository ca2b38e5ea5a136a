import { getPayloadClient } from '@cms/get-payload'
import type { User } from '@cms/payload-types'
import type { Id } from '@schemas/id'
import { storedId } from '@cms/document-id'
import { cachedContent } from '~/core/content-cache.server'
import { notFound } from '~/core/problem'
import { renderMarkdown } from '~/learning/index.server'
import { featuredTips, isPopular, type TipCategory, tipCategories, tipsInCategory, tryItHref } from '../rules/tip-order'

/**
 * Tips from the CMS. They are free content (not gated by the trial: short how-tos that bring
 * students to the assistant), and every saved tip is live — the collection has no drafts. Read as
 * a visitor (`overrideAccess: false`, no user), so the CMS access rule is the one that applies;
 * the same for everyone, so read once per content stamp (tips and categories change it).
 */
const readTips = () => cachedContent('tips|with-categories', readTipsNow)

async function readTipsNow() {
  const payload = await getPayloadClient()
  const [tips, categories] = await Promise.all([
    payload.find({ collection: 'tips', depth: 0, limit: 1000, pagination: false, overrideAccess: false }),
    payload.find({ collection: 'tip-categories', depth: 0, limit: 200, pagination: false, overrideAccess: false }),
  ])
  const byId = new Map(categories.docs.map((category) => [String(category.id), category]))
  const list = tips.docs.flatMap((tip) => {
    const category = byId.get(String(tip.category))
    return category ? [{ ...tip, category: { id: category.id, caption: category.caption, order: category.order } }] : []
  })
  return { tips: list, categories: categories.docs as TipCategory[] }
}

type Tip = Awaited<ReturnType<typeof readTipsNow>>['tips'][number]

/** The spec's shape: the tip under `content` (content.id, content.category.caption). */
const tipView = (
  tip: Pick<Tip, 'id' | 'title' | 'content' | 'promptToTry' | 'model' | 'featured'> & { category: { id: Id; caption: string } },
) => ({
  content: {
    id: tip.id,
    title: tip.title,
    text: tip.content,
    promptToTry: tip.promptToTry ?? null,
    model: tip.model ?? null,
    featured: tip.featured ?? false,
    category: { id: tip.category.id, caption: tip.category.caption },
    tryItHref: tryItHref(tip),
  },
})
export type TipView = ReturnType<typeof tipView>

export async function listTipCategories() {
  const { categories } = await readTips()
  return tipCategories(categories).map(({ id, caption }) => ({ id, caption }))
}

export async function listFeaturedTips() {
  return featuredTips((await readTips()).tips).map(tipView)
}

export async function listTipsByCategory(categoryId: string) {
  const { tips, categories } = await readTips()
  if (!isPopular(categoryId) && !categories.some((category) => String(category.id) === categoryId)) throw notFound('This tip category')
  return tipsInCategory(tips, categoryId).map(tipView)
}

export async function getTip(tipId: string) {
  const payload = await getPayloadClient()
  const id = storedId(payload, tipId)
  const tip = id === null ? null : (await readTips()).tips.find((item) => String(item.id) === String(id))
  if (!tip) throw notFound('This tip')
  return { ...tipView(tip), html: await renderMarkdown(tip.content) }
}

/**
 * A tip as its page would show it, from the editor's unsaved form (the admin's live preview, staff
 * only): its category read as the staff member, nothing cached.
 */
export async function previewTip(tip: TipDraft, staff: User & { collection: 'users' }): Promise<Awaited<ReturnType<typeof getTip>>> {
  const payload = await getPayloadClient()
  const categoryId = tip.category == null ? null : storedId(payload, tip.category)
  const category =
    categoryId === null
      ? null
      : await payload
          .findByID({ collection: 'tip-categories', id: categoryId, depth: 0, overrideAccess: false, user: staff })
          .catch(() => null)
  const shown = { ...tip, category: { id: category?.id ?? '', caption: category?.caption ?? 'No category yet' } }
  return { ...tipView(shown), html: await renderMarkdown(tip.content) }
}

type TipDraft = Pick<Tip, 'id' | 'title' | 'content' | 'promptToTry' | 'model' | 'featured'> & { category: Id | null }

/** /ai-tips: the categories (Popular first), the featured tips and the chosen category's tips. */
export async function loadTipsPage(askedCategory: string | null) {
  const { tips, categories } = await readTips()
  const all = tipCategories(categories).map(({ id, caption }) => ({ id, caption }))
  const selected = all.find((category) => String(category.id) === askedCategory) ?? all[0]!
  return {
    categories: all,
    selected,
    featured: featuredTips(tips).map(tipView),
    tips: tipsInCategory(tips, selected.id).map(tipView),
  }
}
