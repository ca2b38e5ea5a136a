/**
 * Payload REST query strings a visitor can send to public collections: malformed ones are a 400
 * that says what is wrong (Payload itself answered 500), and no answer holds more than 100 documents.
 */
import { describe, expect, it } from 'vitest'
import { base, bodyOf, call, signUpStudent, staffToken } from './support'

const malformed = [
  'tips?where[title][near]=x',
  'tips?where=%7B',
  'tips?where=x',
  'tips?where[createdAt][less_than]=a,b',
  'tips?where[createdAt][greater_than]=abc',
  'tips?where[createdAt][equals]=%00',
  'tips?where[id][in]=a,b',
  'tips?where[id][equals]=1e400',
  'tips?where[id][near]=1,2',
  'tips?where[title][equals][x]=1',
  'tips?where[title][all]=x',
  'tips?where[title][intersects]=x',
  'tips?where[category][equals]=abc',
  'plans?where[prices.cents][within]=[]',
  'tips?data=x',
  'faqs/1?data=99999999999',
  'funnels?where[definition.settings.loader][in]=null',
  'price-plans?where[id][in]=',
]

describe('/cms/api query strings', () => {
  it('answers malformed where clauses with a 400 that says why, never a 500', async () => {
    for (const query of malformed) {
      const response = await call(`/cms/api/${query}`)
      expect(response.status, query).toBe(400)
      const body = (await bodyOf(response)) as { errors: { message: string }[] }
      expect(body.errors[0]!.message, query).not.toMatch(/unknown error/i)
    }
  })

  it('checks the same query sent as a form body by a method-override POST', async () => {
    const response = await call('/cms/api/tips', {
      method: 'POST',
      body: 'where[createdAt][less_than]=a,b',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Payload-HTTP-Method-Override': 'GET', Origin: base },
    })
    expect(response.status).toBe(400)
    const allowed = await call('/cms/api/tips', {
      method: 'POST',
      body: 'where[title][like]=AI&limit=2',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Payload-HTTP-Method-Override': 'GET', Origin: base },
    })
    expect(allowed.status).toBe(200)
    expect(((await allowed.json()) as { limit: number }).limit).toBe(2)
    const huge = await call('/cms/api/tips', {
      method: 'POST',
      body: `where[title][like]=${'a'.repeat(70_000)}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Payload-HTTP-Method-Override': 'GET', Origin: base },
    })
    expect(huge.status).toBe(413)
  })

  it('caps limit at 100 for visitors and students, and refuses pagination=false without a limit', async () => {
    for (const query of ['limit=100000', 'limit=0', 'limit=-1', 'limit=abc', 'pagination=false', 'page=0', 'depth=100']) {
      const response = await call(`/cms/api/tips?${query}`)
      expect(response.status, query).toBe(400)
    }
    const capped = await call('/cms/api/tips?limit=100&pagination=false')
    expect(capped.status).toBe(200)
    expect(((await capped.json()) as { docs: unknown[] }).docs.length).toBeLessThanOrEqual(100)
    const student = await signUpStudent()
    expect((await call('/cms/api/tips?limit=100000', { token: student.token })).status).toBe(400)
  })

  it('lets staff ask for every document, as the admin does to load a relationship field', async () => {
    const response = await call('/cms/api/tips?depth=0&limit=0&where[id][in]=1,2', { token: await staffToken() })
    expect(response.status).toBe(200)
  })

  it('still answers well-formed queries', async () => {
    for (const query of [
      'tips?where[category.caption][like]=Learn&sort=-createdAt&depth=1&page=1&limit=5',
      'tips?where[or][0][title][like]=a&where[or][1][category][in][0]=1',
      'tips?where={"title":{"like":"AI"}}',
      'tips?where[id][in]=1,2&where[createdAt][less_than]=2100-01-01',
      'tips?where[title][exists]=true',
    ]) {
      expect((await call(`/cms/api/${query}`)).status, query).toBe(200)
    }
  })
})
