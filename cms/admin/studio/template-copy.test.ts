import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { firstScreenThumb, templateCopy } from './template-copy'

const funnel = (name: string) => JSON.parse(readFileSync(`funnels/${name}.json`, 'utf8')) as { id: string; title: string }
const template = (name: string) => {
  const definition = funnel(name)
  return { funnelId: definition.id, title: 'Funnel B', definition }
}

describe('a funnel started from a template', () => {
  it('gets an id and a title of its own that no funnel has, and a description that is not the template’s', () => {
    const b = template('challenge_100k')
    const copy = templateCopy(b, [b])
    expect(copy).toMatchObject({ funnelId: 'challenge_100k_copy', title: 'Funnel B (copy)' })
    expect(copy.description).toContain('Started from “Funnel B”')
    expect(copy.description).not.toContain('33-screen')
  })

  it('counts on past copies already taken, by id and by title in any case', () => {
    const b = template('challenge_100k')
    const taken = [b, { funnelId: 'challenge_100k_copy', title: 'funnel b (COPY)' }, { funnelId: 'challenge_100k_copy_2', title: 'x' }]
    expect(templateCopy(b, taken)).toMatchObject({ funnelId: 'challenge_100k_copy_3', title: 'Funnel B (copy 2)' })
  })

  it('keeps what the marketer already typed, unless the id is taken or not a valid id', () => {
    const b = template('challenge_100k')
    expect(templateCopy(b, [b], { funnelId: 'spring_sale', title: '  Spring sale  ' })).toMatchObject({
      funnelId: 'spring_sale',
      title: 'Spring sale',
    })
    expect(templateCopy(b, [b], { funnelId: 'challenge_100k', title: '' }).funnelId).toBe('challenge_100k_copy')
    expect(templateCopy(b, [b], { funnelId: 'Spring Sale!' }).funnelId).toBe('challenge_100k_copy')
  })

  it('keeps a long template id within the id length', () => {
    const long = { funnelId: 'a'.repeat(80), title: 'Long', definition: {} }
    expect(templateCopy(long, [long]).funnelId.length).toBeLessThanOrEqual(60)
  })
})

describe('a template’s thumbnail', () => {
  it('shows the first screen’s words and its picture from the funnel’s image set', () => {
    expect(firstScreenThumb(funnel('challenge_100k'))).toMatchObject({
      preTitle: '4-week AI Income Growth Challenge',
      title: expect.stringContaining('Earn $100K in {{year}}'),
      picture: '/images/funnels/default/intro-100k.svg',
      options: [],
      screens: 33,
    })
  })

  it('lists the first answers a question screen offers', () => {
    expect(firstScreenThumb(funnel('challenge_v1'))?.options).toEqual(['ChatGPT', expect.any(String), expect.any(String)])
  })

  it('has nothing to show for a definition without screens, and never links a picture elsewhere by a bare path', () => {
    expect(firstScreenThumb({})).toBeNull()
    expect(firstScreenThumb({ screens: [{ type: 'Info', image: 'javascript:alert(1)' }] })?.picture).toBeUndefined()
  })
})
