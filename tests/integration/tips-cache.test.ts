import { describe, expect, it } from 'vitest'
import { getPayloadClient } from '@cms/get-payload'
import { loadTipsPage } from '../../app/tips/server/tips.server'

describe('tips, kept per content stamp', () => {
  it('shows a new tip, a renamed category and a deleted tip at the next request', async () => {
    const payload = await getPayloadClient()
    const category = await payload.create({ collection: 'tip-categories', data: { caption: 'Cache test category', order: 50 } })
    const pageOf = () => loadTipsPage(String(category.id))
    expect((await pageOf()).tips).toEqual([])

    const tip = await payload.create({
      collection: 'tips',
      data: { title: 'Name the reader', content: 'Say who the answer is for.', category: category.id, order: 1 },
    })
    expect((await pageOf()).tips.map((item) => item.content.title)).toEqual(['Name the reader'])

    await payload.update({ collection: 'tip-categories', id: category.id, data: { caption: 'Renamed category' } })
    const renamed = await pageOf()
    expect(renamed.selected.caption).toBe('Renamed category')
    expect(renamed.tips[0]!.content.category.caption).toBe('Renamed category')

    await payload.delete({ collection: 'tips', id: tip.id })
    expect((await pageOf()).tips).toEqual([])
    await payload.delete({ collection: 'tip-categories', id: category.id })
  })
})
