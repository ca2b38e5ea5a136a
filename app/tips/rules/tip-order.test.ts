import { describe, expect, it } from 'vitest'
import { defaultTipModel, featuredTips, popularCategory, popularTips, tipCategories, tipsInCategory, tryItHref } from './tip-order'

const prompts = { id: 1, caption: 'Prompts', order: 2 }
const images = { id: 2, caption: 'Images', order: 1 }
const work = { id: 3, caption: 'Work', order: 3 }
const tip = (id: number, category: typeof prompts, order: number, featured = false) => ({
  id,
  title: `Tip ${id}`,
  category,
  order,
  featured,
})

describe('tips ordering', () => {
  it('puts the synthetic Popular category (id -100) first, then the CMS order', () => {
    expect(tipCategories([prompts, work, images]).map((category) => category.id)).toEqual([-100, 2, 1, 3])
    expect(tipCategories([])).toEqual([popularCategory])
  })

  it('lists featured tips in category order, then tip order', () => {
    const tips = [tip(1, prompts, 2, true), tip(2, images, 5, true), tip(3, prompts, 1, true), tip(4, work, 1)]
    expect(featuredTips(tips).map((item) => item.id)).toEqual([2, 3, 1])
  })

  it('fills Popular up with each category’s first tip while fewer than four are featured', () => {
    const tips = [tip(1, prompts, 1), tip(2, prompts, 2, true), tip(3, images, 1), tip(4, work, 2), tip(5, work, 1)]
    expect(popularTips(tips).map((item) => item.id)).toEqual([2, 3, 1, 5])
  })

  it('keeps Popular to the featured tips when there are enough', () => {
    const tips = [1, 2, 3, 4, 5].map((id) => tip(id, prompts, id, id !== 5))
    expect(popularTips(tips).map((item) => item.id)).toEqual([1, 2, 3, 4])
  })

  it('answers a category’s own tips in order, and Popular for -100 given as a string or number', () => {
    const tips = [tip(1, prompts, 2), tip(2, images, 1, true), tip(3, prompts, 1)]
    expect(tipsInCategory(tips, '1').map((item) => item.id)).toEqual([3, 1])
    expect(tipsInCategory(tips, '-100')).toEqual(tipsInCategory(tips, -100))
    expect(tipsInCategory(tips, '-100')[0]!.id).toBe(2)
  })

  it('links "Try it" to the assistant with the tip’s model and prompt, encoded', () => {
    expect(tryItHref({ title: 'T', model: 'gpt-4o', promptToTry: 'Plan my week & be kind' })).toBe(
      '/assistant?model=gpt-4o&prompt=Plan%20my%20week%20%26%20be%20kind',
    )
    const href = tryItHref({ title: 'Give the AI a role', model: null, promptToTry: null })
    const url = new URL(href, 'http://localhost')
    expect(url.searchParams.get('model')).toBe(defaultTipModel)
    expect(url.searchParams.get('prompt')).toBe('Give the AI a role')
  })
})
