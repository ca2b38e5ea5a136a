import { beforeAll, describe, expect, it } from 'vitest'
import { loader as getDailyTask } from '../../app/routes/api.daily-task'
import { action as dailyTaskCall } from '../../app/routes/api.daily-task.$operation'
import { asStudent, createStudent, getPayloadClient } from '../support/students'
import { createCourse, createLesson, createTopic } from '../support/catalogue'
import { dailyTaskSeeds } from '@cms/seed/data/daily-tasks'
import { relationId } from '@schemas/id'
import { action as pageAction, loader as pageLoader } from '../../app/routes/daily-task'
import { loader as homeLoader } from '../../app/routes/home'
import { contractChecked } from '../support/api-contract'

type Session = Awaited<ReturnType<typeof createStudent>>
type Args = Parameters<typeof dailyTaskCall>[0]

const call = (operation: string, body: unknown, session?: Session) => {
  const init = {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  }
  const request = session
    ? asStudent(session, `/api/daily-task/${operation}`, init)
    : new Request(`http://localhost:3000/api/daily-task/${operation}`, init)
  return contractChecked(dailyTaskCall)({ request, params: { operation }, context: {} } as Args)
}
const today = async (session: Session) => {
  const response = await contractChecked(getDailyTask)({ request: asStudent(session, '/api/daily-task'), params: {}, context: {} } as Args)
  expect(response.status).toBe(200)
  return response.json()
}

const seed = dailyTaskSeeds[0]!

describe('the daily task over the API, on the real Payload', () => {
  beforeAll(async () => {
    const payload = await getPayloadClient()
    // One published task: every day is its day. A draft never is.
    await payload.create({ collection: 'daily-tasks', data: { ...seed.task, order: 1, _status: 'published' } })
    await payload.create({ collection: 'daily-tasks', data: { ...dailyTaskSeeds[1]!.task, order: 0, _status: 'draft' }, draft: true })
    // Offline answers come from lessons: one lesson for the index to find.
    const course = await createCourse(payload, { title: 'Prompting basics' })
    const topic = await createTopic(payload, course)
    await createLesson(payload, topic, {
      title: 'Explaining to managers',
      sections: [
        { blockType: 'content', body: 'Large language models predict the next word. Explain them to a manager with one everyday example.' },
      ],
    })
  })

  it('gives a fresh student today’s published task, with no history and not completed', async () => {
    const view = await today(await createStudent({ timeZone: 'Pacific/Auckland' }))
    expect(view.task).toMatchObject({ title: seed.task.title, instructions: seed.task.instructions, criteria: seed.task.criteria })
    expect(view).toMatchObject({ mode: 'offline', history: [], validation: null, completed: false })
    expect(view.day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('responds, validates to all completed once (one event), keeps the history, and try again clears it', async () => {
    const session = await createStudent()
    const { task } = await today(session)

    const responded = await call('respond', { task_id: task.id, user_input: `  ${seed.exampleAnswer}  ` }, session)
    expect(responded.status).toBe(200)
    const answer = await responded.json()
    expect(answer.response).toEqual(expect.any(String))
    expect(answer.response.length).toBeGreaterThan(0)
    expect(answer.history.map((entry: { side: string; message: string }) => [entry.side, entry.message])).toEqual([
      ['user', seed.exampleAnswer],
      ['assistant', answer.response],
    ])

    const weak = await (await call('validate', { task_id: task.id, user_prompt: 'Explain AI' }, session)).json()
    expect(weak.completed).toBe(false)
    expect(weak.data.some((item: { completed: boolean }) => !item.completed)).toBe(true)
    expect((await today(session)).completed).toBe(false)

    for (let round = 0; round < 2; round++) {
      const validated = await call('validate', { task_id: task.id, user_prompt: seed.exampleAnswer }, session)
      expect(validated.status).toBe(200)
      const result = await validated.json()
      expect(result.completed).toBe(true)
      expect(result.data.map((item: { text: string; completed: boolean }) => [item.text, item.completed])).toEqual(
        seed.task.criteria!.map((criterion) => [criterion, true]),
      )
      expect(result.firstCompletion).toBe(round === 0)
    }
    const done = await today(session)
    expect(done).toMatchObject({ completed: true, completedAt: expect.any(String) })
    expect(done.history).toHaveLength(2)
    expect(done.validation.every((item: { completed: boolean }) => item.completed)).toBe(true)

    const payload = await getPayloadClient()
    const events = await payload.find({ collection: 'learning-events', where: { student: { equals: session.student.id } }, depth: 0 })
    expect(events.docs.map((event) => [event.name, event.properties])).toEqual([
      ['daily-task.completed', { taskId: task.id, day: done.day }],
    ])

    const reset = await call('reset', { task_id: task.id }, session)
    expect(reset.status).toBe(200)
    expect(await reset.json()).toMatchObject({ history: [], validation: null, completed: true })
    expect(await today(session)).toMatchObject({ history: [], validation: null })
  })

  it('keeps each student’s attempt to themselves', async () => {
    const [writer, other] = [await createStudent(), await createStudent()]
    const { task } = await today(writer)
    await call('respond', { task_id: task.id, user_input: 'Explain prompts to a beginner in two sentences.' }, writer)
    expect((await today(other)).history).toEqual([])
    const payload = await getPayloadClient()
    const rows = await payload.find({ collection: 'daily-task-attempts', where: { student: { equals: writer.student.id } }, depth: 0 })
    expect(rows.docs.map((row) => relationId(row.student))).toEqual([writer.student.id])
  })

  it('refuses a visitor with 401', async () => {
    const response = await call('respond', { task_id: '1', user_input: 'Hello' })
    expect(response.status).toBe(401)
    const get = await getDailyTask({ request: new Request('http://localhost:3000/api/daily-task'), params: {}, context: {} } as Args)
    expect(get.status).toBe(401)
  })

  it('answers bad input with a 400 naming the field, never a 500', async () => {
    const session = await createStudent()
    const { task } = await today(session)
    const empty = await call('respond', { task_id: task.id, user_input: '   \n ' }, session)
    expect(empty.status).toBe(400)
    expect(await empty.json()).toMatchObject({ error: { fields: { user_input: ['Write your prompt first.'] } } })
    expect((await call('validate', { task_id: task.id }, session)).status).toBe(400)
    expect((await call('validate', { task_id: 'x y', user_prompt: 'Hi' }, session)).status).toBe(400)
    expect((await call('respond', '{not json', session)).status).toBe(400)
    expect((await call('reset', {}, session)).status).toBe(400)
    expect((await call('explode', {}, session)).status).toBe(404)
  })

  it('refuses a task that is not today’s with 409', async () => {
    const session = await createStudent()
    const payload = await getPayloadClient()
    const draft = await payload.find({ collection: 'daily-tasks', where: { _status: { equals: 'draft' } }, draft: true, depth: 0 })
    const response = await call('validate', { task_id: draft.docs[0]!.id, user_prompt: seed.exampleAnswer }, session)
    expect(response.status).toBe(409)
  })
})

describe('the /daily-task page and the home widget, on the same API', () => {
  const form = (session: Session, fields: Record<string, string>) =>
    pageAction({
      request: asStudent(session, '/daily-task', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
      params: {},
      context: {},
    } as Args)
  const unwrap = async (result: unknown) => {
    const { data, init } = result as { data: unknown; init: { status?: number } | null }
    return data === undefined ? { status: 200, body: result } : { status: init?.status ?? 200, body: data }
  }
  const load = async (session: Session, route: typeof pageLoader | typeof homeLoader, path: string) =>
    (await route({ request: asStudent(session, path), params: {}, context: {} } as Args)) as Record<string, unknown>

  it('refuses an empty prompt without JavaScript with a 400 and a field error, and completes a good one', async () => {
    const session = await createStudent()
    const page = await load(session, pageLoader, '/daily-task')
    expect(page.showIntro).toBe(true)
    const taskId = String((page.task as { id: number }).id)

    const empty = await unwrap(await form(session, { intent: 'submit', task_id: taskId, prompt: '  \n ' }))
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({ problem: { fieldErrors: { prompt: ['Write your prompt first.'] } } })

    const good = await unwrap(await form(session, { intent: 'submit', task_id: taskId, prompt: seed.exampleAnswer }))
    expect(good.body).toMatchObject({ intent: 'submit', completed: true })
    expect(await load(session, pageLoader, '/daily-task')).toMatchObject({ completed: true })
    expect(await load(session, homeLoader, '/home')).toMatchObject({ dailyTask: { size: 'big', title: seed.task.title, completed: true } })
  })

  it('sets dailyTaskOnboardingCompleted when the onboarding closes, and then no longer shows it', async () => {
    const session = await createStudent()
    await form(session, { intent: 'onboarding-done' })
    const payload = await getPayloadClient()
    const account = await payload.findByID({ collection: 'students', id: session.student.id, depth: 0 })
    expect(account.metadata).toMatchObject({ dailyTaskOnboardingCompleted: 'true' })
    expect((await load(session, pageLoader, '/daily-task')).showIntro).toBe(false)
  })

  it('shows the small widget when daily_task_widget_type says small', async () => {
    const payload = await getPayloadClient()
    await payload.updateGlobal({
      slug: 'feature-flags',
      data: { rules: [{ key: 'daily_task_widget_type', variants: [{ value: 'small', weight: 100 }] }] } as never,
    })
    try {
      const home = await load(await createStudent(), homeLoader, '/home')
      expect(home.dailyTask).toMatchObject({ size: 'small', completed: false })
    } finally {
      await payload.updateGlobal({ slug: 'feature-flags', data: { rules: [] } as never })
    }
  })
})

describe('the published daily tasks, kept per content stamp', () => {
  it('shows a staff edit of today’s task at the next request', async () => {
    const payload = await getPayloadClient()
    const session = await createStudent()
    const before = (await today(session)).task
    const instructions = `${before.instructions} Edited for the cache test.`
    await payload.update({ collection: 'daily-tasks', id: before.id, data: { instructions } })
    try {
      expect((await today(session)).task.instructions).toBe(instructions)
    } finally {
      await payload.update({ collection: 'daily-tasks', id: before.id, data: { instructions: before.instructions } })
    }
    expect((await today(session)).task.instructions).toBe(before.instructions)
  })
})
