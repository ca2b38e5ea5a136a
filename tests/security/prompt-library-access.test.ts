/**
 * The prompt library and "What you own" over HTTP (issue #46 left these to the route functions'
 * tests): the templates are paid content, so no request — a visitor's, a student's without the
 * pack, or one holding the other pack — reads a template's prompt through the page or its loader
 * data, whatever the query asks for; and a student's owned packs are theirs alone.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, buyWithSolidgate, docs, useAdmin, type Doc } from './checkout-support'
import { bodyOf, call, signUpStudent, staffToken, type TestStudent } from './support'

/** The page, and its loader data as the client navigations fetch it (single fetch: `/prompts.data`). */
const library = (student: TestStudent | null, query: string) =>
  Promise.all(['/prompts', '/prompts.data'].map((path) => call(`${path}?${query}`, student ? { cookie: student.cookie } : {})))
const owned = async (student: TestStudent) => (await call('/profile/owned', { cookie: student.cookie })).text()

const buyPack = async (student: TestStudent, productId: string) =>
  expect(
    await bodyOf(await call('/api/payments/solidgate/charge', { method: 'POST', token: student.token, json: { productId } })),
  ).toMatchObject({ outcome: 'success' })

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('the prompt library and owned packs over HTTP', () => {
  let complete: Doc
  let personal: Doc
  let subscriber: TestStudent
  let boostOwner: TestStudent

  beforeAll(async () => {
    useAdmin(await staffToken())
    await admin('globals/site-settings', { method: 'POST', json: { paymentSystem: 'solidgate' } })
    complete = (await docs('prompt-templates', 'where[pack][equals]=complete_ai'))[0]!
    personal = (await docs('prompt-templates', 'where[pack][equals]=personal_boost'))[0]!
    expect(complete?.prompt && personal?.prompt).toBeTruthy()
    subscriber = await signUpStudent()
    await buyWithSolidgate(subscriber)
    boostOwner = await signUpStudent()
    await buyWithSolidgate(boostOwner)
    await buyPack(boostOwner, 'upsell_600_prompts')
  })

  /** A run of the prompt's own words, the same in HTML, JSON and turbo-stream (no character there is escaped). */
  const words = (doc: Doc) => /[A-Za-z ]{24,}/.exec(String(doc.prompt))![0]
  const leaks = async (responses: Response[], doc: Doc) =>
    (await Promise.all(responses.map((response) => response.clone().text()))).some((text) => text.includes(words(doc)))

  it('sends a visitor to sign in and shows no template', async () => {
    for (const query of ['', `template=${complete.id}`, `pack=personal_boost&template=${personal.id}`]) {
      const answers = await library(null, query)
      expect([302, 303], query).toContain(answers[0]!.status)
      expect(answers[0]!.headers.get('location'), query).toMatch(/sign/)
      expect(answers[1]!.status, query).toBeLessThan(500)
      expect(await leaks(answers, complete), query).toBe(false)
    }
  })

  it('gives a subscriber without a prompt pack the way to a pack, never a template asked for by id', async () => {
    for (const [query, doc] of [
      [`template=${complete.id}`, complete],
      [`pack=complete_ai&template=${complete.id}`, complete],
      [`pack=personal_boost&template=${personal.id}`, personal],
      [`q=${encodeURIComponent(String(complete.task))}`, complete],
    ] as const) {
      const answers = await library(subscriber, query)
      expect(
        answers.map((answer) => answer.status),
        query,
      ).toEqual([200, 200])
      expect(await answers[0]!.clone().text(), query).toContain('The prompt library comes with a prompt pack')
      expect(await leaks(answers, doc), query).toBe(false)
    }
  })

  it('shows a Personal boost owner their pack and keeps the Complete AI pack locked, by tab, id or search', async () => {
    const own = await library(boostOwner, `pack=personal_boost&template=${personal.id}`)
    expect(await leaks(own.slice(0, 1), personal)).toBe(true)
    expect(await leaks(own.slice(1), personal)).toBe(true)

    for (const query of [
      `template=${complete.id}`,
      `pack=complete_ai&template=${complete.id}`,
      `pack=complete_ai&q=${encodeURIComponent(String(complete.task))}`,
      `pack=complete_ai&job=${encodeURIComponent(String(complete.job))}`,
    ]) {
      const answers = await library(boostOwner, query)
      expect(
        answers.map((answer) => answer.status),
        query,
      ).toEqual([200, 200])
      expect(await leaks(answers, complete), query).toBe(false)
    }
  })

  it('answers odd queries with the page, never a server error', async () => {
    for (const query of ['template=%ff', 'template=99999999999999999999', 'pack=%00', 'job[]=x', 'q=' + 'x'.repeat(5000), 'template=-1']) {
      expect((await call(`/prompts?${query}`, { cookie: boostOwner.cookie })).status, query).toBeLessThan(500)
    }
  })

  it('lists on "What you own" only the packs the signed-in student holds', async () => {
    expect(await owned(boostOwner)).toContain('Personal boost pack')
    expect(await owned(subscriber)).not.toContain('Personal boost pack')
    const visitor = await call('/profile/owned')
    expect([302, 303]).toContain(visitor.status)
    expect(visitor.headers.get('location')).toMatch(/sign/)
  })
})
