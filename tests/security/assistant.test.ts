/**
 * The assistant over real HTTP: a student's chats are theirs alone (the product API and /cms/api),
 * nobody writes a chat, a report or their prompt counter around the site, the stream answers to a
 * browser only from the site's origin, and bad input is a 4xx.
 */
import { describe, expect, it } from 'vitest'
import { bodyOf, call, signUpStudent, staffToken, type TestStudent } from './support'

const ask = (student: TestStudent, json: unknown) => call('/api/assistant/chat', { method: 'POST', token: student.token, json })

async function startChat(student: TestStudent): Promise<string> {
  const response = await ask(student, { message: 'What is a prompt?' })
  expect(response.status, JSON.stringify(await bodyOf(response.clone()))).toBe(200)
  const text = await response.text()
  const start = JSON.parse(text.split('\n')[0]!.slice('data: '.length)) as { type: string; chatId: string }
  expect(start.type).toBe('start')
  return start.chatId
}

describe('assistant chats', () => {
  it('answers another student’s chat as 404, to read or to continue, and lists only the student’s own', async () => {
    const [owner, other] = [await signUpStudent(), await signUpStudent()]
    const chatId = await startChat(owner)
    expect((await call(`/api/assistant/chats/${chatId}`, { token: owner.token })).status).toBe(200)
    expect((await call(`/api/assistant/chats/${chatId}`, { token: other.token })).status).toBe(404)
    expect((await call(`/api/assistant/chats/${chatId}`, { cookie: other.cookie, browser: 'same-origin' })).status).toBe(404)
    expect((await ask(other, { chatId, message: 'Mine now' })).status).toBe(404)
    const list = (await (await call('/api/assistant/chats', { token: other.token })).json()) as { chats: unknown[] }
    expect(list.chats).toEqual([])
    // The page too: ?chat= of another student is not found, while the owner's opens.
    expect((await call(`/assistant?chat=${chatId}`, { cookie: owner.cookie, browser: 'same-origin' })).status).toBe(200)
    expect((await call(`/assistant?chat=${chatId}`, { cookie: other.cookie, browser: 'same-origin' })).status).toBe(404)
  })

  it('lets no student read another’s chat or write any chat through /cms/api', async () => {
    const [owner, other] = [await signUpStudent(), await signUpStudent()]
    const chatId = await startChat(owner)
    expect([403, 404]).toContain((await call(`/cms/api/assistant-chats/${chatId}`, { token: other.token })).status)
    const listed = (await (await call('/cms/api/assistant-chats?depth=0', { token: other.token })).json()) as { docs: unknown[] }
    expect(listed.docs).toEqual([])
    for (const student of [owner, other]) {
      const patch = await call(`/cms/api/assistant-chats/${chatId}`, { token: student.token, method: 'PATCH', json: { title: 'x' } })
      expect(patch.status).toBe(403)
      const create = await call('/cms/api/assistant-chats', {
        token: student.token,
        method: 'POST',
        json: { student: owner.id, title: 'x', model: 'x', messages: [] },
      })
      expect(create.status).toBe(403)
    }
  })

  it('refuses anonymous callers and cross-site browsers', async () => {
    expect((await call('/api/assistant/chat', { method: 'POST', json: { message: 'Hi' } })).status).toBe(401)
    expect((await call('/api/assistant/chats')).status).toBe(401)
    expect((await call('/api/features/ai_tools_prompts_limit')).status).toBe(401)
    const student = await signUpStudent()
    const crossSite = await call('/api/assistant/chat', {
      method: 'POST',
      cookie: student.cookie,
      browser: 'cross-site',
      json: { message: 'Hi' },
    })
    expect(crossSite.status).toBe(403)
    expect((await call('/assistant')).status).toBe(302)
  })

  it('answers bad input with a 4xx, never a 500', async () => {
    const student = await signUpStudent()
    const bodies = [
      {},
      { message: '' },
      { message: '   ' },
      { message: 'x'.repeat(4001) },
      { message: 'Hi', chatId: '../../etc' },
      { message: 'Hi', chatId: 99999999 },
      { message: 'Hi', model: 'bad model name!' },
      [],
      'not json',
    ]
    for (const json of bodies) {
      const response = await call('/api/assistant/chat', { method: 'POST', token: student.token, json })
      expect(response.status, JSON.stringify(json)).toBeGreaterThanOrEqual(400)
      expect(response.status, JSON.stringify(json)).toBeLessThan(500)
    }
    expect((await call('/api/assistant/chats/not%20an%20id', { token: student.token })).status).toBe(400)
    expect((await call('/api/features/other_feature', { token: student.token })).status).toBe(404)
  })
})

describe('message reports and the prompt counter', () => {
  it('lets no student read reports or change their prompt counter around the site', async () => {
    const student = await signUpStudent()
    const report = await call('/api/assistant/message-reports', {
      method: 'POST',
      token: student.token,
      json: { payload: 'A wrong answer', issueTypes: ['inaccurate'] },
    })
    expect(report.status).toBe(201)
    const { id } = (await report.json()) as { id: number }
    expect((await call(`/cms/api/message-reports/${id}`, { token: student.token })).status).toBe(403)
    expect((await call(`/cms/api/message-reports/${id}`, { token: await staffToken() })).status).toBe(200)

    expect((await call('/api/features/ai_tools_prompts_limit', { method: 'POST', token: student.token })).status).toBe(200)
    const mine = (await (await call('/cms/api/feature-counters?depth=0', { token: student.token })).json()) as {
      docs: { id: number; value: number }[]
    }
    expect(mine.docs.map((doc) => doc.value)).toEqual([1])
    const reset = await call(`/cms/api/feature-counters/${mine.docs[0]!.id}`, { method: 'PATCH', token: student.token, json: { value: 0 } })
    expect(reset.status).toBe(403)
    expect((await call(`/cms/api/feature-counters/${mine.docs[0]!.id}`, { method: 'DELETE', token: student.token })).status).toBe(403)
  })
})
