import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPayloadClient } from '@cms/get-payload'
import { createCourse, createLesson, createTopic } from '../support/catalogue'
import { createFunnel, funnelDefinition } from '../support/funnels'
import { createStaff } from '../support/staff'

const anonymous = { overrideAccess: false } as const

describe('content: what anonymous visitors and marketers may do', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getPayloadClient()
  })

  it('hides drafts of courses, funnels and legal pages from anonymous visitors', async () => {
    const course = await createCourse(payload, { title: 'Secret course', _status: 'draft' })
    const funnel = await createFunnel(payload, funnelDefinition('draft_funnel'), { _status: 'draft' })
    const page = await payload.create({
      collection: 'pages',
      data: { slug: 'terms', title: 'Terms (draft)', body: 'Not yet approved.', _status: 'draft' },
      draft: true,
    })
    for (const [collection, id] of [
      ['courses', course.id],
      ['funnels', funnel.id],
      ['pages', page.id],
    ] as const) {
      await expect(payload.findByID({ collection, id, ...anonymous }), collection).rejects.toThrow()
      await expect(payload.findByID({ collection, id, draft: true, ...anonymous }), collection).rejects.toThrow()
      const listed = await payload.find({ collection, ...anonymous })
      expect(
        listed.docs.map((doc) => doc.id),
        collection,
      ).not.toContain(id)
    }
  })

  it('shows published tips and FAQs to anonymous visitors', async () => {
    const category = await payload.create({ collection: 'tip-categories', data: { caption: 'Prompting' } })
    await payload.create({
      collection: 'tips',
      data: { category: category.id, title: 'Give the AI a role', content: 'Say who it should be.' },
    })
    await payload.create({
      collection: 'faqs',
      data: { group: 'landing', shortText: 'Can I cancel?', fullText: 'Yes, any time in your profile.' },
    })
    const tips = await payload.find({ collection: 'tips', ...anonymous })
    const faqs = await payload.find({ collection: 'faqs', where: { group: { equals: 'landing' } }, ...anonymous })
    expect(tips.docs.map((tip) => tip.title)).toContain('Give the AI a role')
    expect(faqs.docs.map((faq) => faq.shortText)).toContain('Can I cancel?')
  })

  it('keeps topics, lessons and tasks (subscriber content) away from the public API', async () => {
    const topic = await createTopic(payload, await createCourse(payload))
    await createLesson(payload, topic)
    for (const collection of ['topics', 'lessons', 'tasks'] as const) {
      await expect(payload.find({ collection, ...anonymous }), collection).rejects.toThrow()
    }
  })

  it('lets a marketer create and edit content and funnels', async () => {
    const marketer = await createStaff(payload, 'marketer')
    const asMarketer = { overrideAccess: false, user: marketer } as const
    const card = await payload.create({
      collection: 'landing-cards',
      data: { title: 'Freelancer', description: 'Deliver faster.' },
      ...asMarketer,
    })
    const renamed = await payload.update({ collection: 'landing-cards', id: card.id, data: { title: 'Freelancers' }, ...asMarketer })
    expect(renamed.title).toBe('Freelancers')

    const definition = funnelDefinition('marketer_funnel')
    const funnel = await payload.create({
      collection: 'funnels',
      data: { funnelId: definition.id, title: 'Marketer funnel', definition, _status: 'published' },
      ...asMarketer,
    })
    const edited = await payload.update({
      collection: 'funnels',
      id: funnel.id,
      data: { definition: { ...definition, title: 'Retitled' } },
      ...asMarketer,
    })
    expect((edited.definition as { title: string }).title).toBe('Retitled')
    await payload.delete({ collection: 'landing-cards', id: card.id, ...asMarketer })
  })

  it('does not let a marketer create staff accounts', async () => {
    const marketer = await createStaff(payload, 'marketer')
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'new-editor@example.com', password: 'Str0ng!password', roles: ['marketer'] },
        overrideAccess: false,
        user: marketer,
      }),
    ).rejects.toThrow()
  })
})
