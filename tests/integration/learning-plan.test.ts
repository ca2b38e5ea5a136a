import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setAiProvider } from '../../app/ai/server/ai-provider.server'
import type { AiProvider } from '../../app/ai/provider'
import { action as profileAction, loader as profileLoader } from '../../app/routes/api.student.learning-profile'
import { loader as canGenerateLoader } from '../../app/routes/api.student.learning-profile.can-generate'
import { action as planAction, loader as planLoader } from '../../app/routes/api.student.personal-plan'
import { loader as categoriesLoader } from '../../app/routes/api.tips.categories'
import { loader as categoryLoader } from '../../app/routes/api.tips.category.$categoryId'
import { loader as tipLoader } from '../../app/routes/api.tips.$tipId'
import { action as enrolAction } from '../../app/routes/api.enrolments.$kind'
import { action as completeLessonAction } from '../../app/routes/api.complete.lesson'
import { loadLearningPlanHero } from '../../app/learning-plan/server/plan-progress.server'
import { getMetadata } from '../../app/core/student-metadata.server'
import { createCourse, createLesson, createTopic } from '../support/catalogue'
import { asStudent, createPayingStudent, createStudent, getPayloadClient } from '../support/students'
import type { Session } from '../../app/auth/server/auth.server'
import { contractChecked } from '../support/api-contract'
import { subscribeFeatures } from '../../app/subscriptions.server'

type Args = Parameters<typeof profileLoader>[0]
// Every answer is also held to the OpenAPI document (tests/support/api-contract.ts).
// The host subscribes the plan to learning's events at start-up (app/background-work.server.ts); so does this file.
subscribeFeatures()

const call = (handler: (args: Args) => Promise<Response>, request: Request, params: Record<string, string> = {}) =>
  contractChecked(handler)({ request, params, context: {} } as Args)
const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })
const read = async (response: Response) => ({ status: response.status, body: await response.json() })

const answer = (step: number, question: string, value: string) => ({ step, question, data: { id: `option-${step}`, value } })

/** A funnel session the student finished before signing up (as sign-up links it). */
async function finishedFunnel(session: Session, answers: ReturnType<typeof answer>[]) {
  const payload = await getPayloadClient()
  await payload.create({
    collection: 'funnel-sessions',
    data: {
      visitorId: `visitor-${session.student.id}`,
      funnelId: 'challenge_v1',
      funnelVersion: 1,
      state: {},
      answers,
      student: session.student.id,
    },
  })
}

describe('the learning profile and personal plan API', () => {
  const topicIds: number[] = []
  beforeAll(async () => {
    const payload = await getPayloadClient()
    const basics = await createCourse(payload, { title: 'AI Basics', level: 'Beginner', tags: ['Beginner', 'AI learning'] })
    const images = await createCourse(payload, { title: 'AI Images for Social Media', level: 'Beginner', tags: ['Make money'] })
    const clients = await createCourse(payload, { title: 'Freelancing with AI', level: 'Intermediate', tags: ['Make money'] })
    for (const [course, titles] of [
      [basics, ['First chats', 'Checking answers']],
      [images, ['Image prompts', 'Selling images']],
      [clients, ['Offers that sell', 'Proposals']],
    ] as const) {
      for (const title of titles) topicIds.push((await createTopic(payload, course, { title })).id)
    }
  })

  it('answers 401 to every call without a session', async () => {
    for (const [handler, path, method] of [
      [profileLoader, '/api/student/learning-profile', 'GET'],
      [profileAction, '/api/student/learning-profile', 'POST'],
      [canGenerateLoader, '/api/student/learning-profile/can-generate', 'GET'],
      [planLoader, '/api/student/personal-plan', 'GET'],
      [planAction, '/api/student/personal-plan', 'PUT'],
    ] as const) {
      const response = await call(
        handler,
        new Request(`http://localhost:3000${path}`, method === 'GET' ? {} : { method, ...json({ edit_prompt: 'less time' }) }),
      )
      expect(response.status, `${method} ${path}`).toBe(401)
    }
  })

  it('generates the profile and a plan of real topics from the funnel answers, and edits both by prompt', async () => {
    const session = await createStudent()
    await finishedFunnel(session, [
      answer(2, 'What is your main goal?', 'Be my own boss'),
      answer(5, 'How comfortable are you using AI tools?', 'Not comfortable at all'),
      answer(18, 'How much time can you dedicate to learning each day?', '5 min/day'),
      { step: 20, question: 'What is your name?', data: { value: 'Alex' } } as never,
    ])
    const as = (path: string, init: RequestInit = {}) => asStudent(session, path, init)

    expect(await read(await call(profileLoader, as('/api/student/learning-profile')))).toEqual({ status: 200, body: { profile: null } })
    expect(await read(await call(planLoader, as('/api/student/personal-plan')))).toEqual({ status: 200, body: { plan: null } })
    expect((await read(await call(canGenerateLoader, as('/api/student/learning-profile/can-generate')))).body).toEqual({
      canGenerate: true,
    })

    const profile = await read(await call(profileAction, as('/api/student/learning-profile', { method: 'POST' })))
    expect(profile).toMatchObject({
      status: 200,
      body: {
        profile: {
          goal: { value: 'Be my own boss' },
          ai_proficiency: { level: 'beginner' },
          time_per_day: { minutes: 5 },
          name: { value: 'Alex', confident: true },
          source: 'funnel',
        },
      },
    })
    expect(profile.body.profile.ai_proficiency.description).toMatch(/^Not comfortable at all\./)

    const generated = await read(await call(planAction, as('/api/student/personal-plan', { method: 'POST' })))
    expect(generated.status).toBe(200)
    expect(generated.body.plan.planTitle).toBe("Alex's AI learning plan")
    // A beginner with an earning goal: the basics first, then the earning courses; 5 minutes a day → 3 steps.
    expect(generated.body.plan.planSteps.map((step: { title: string }) => step.title)).toEqual([
      'First chats',
      'Checking answers',
      'Image prompts',
    ])
    for (const step of generated.body.plan.planSteps) expect(topicIds).toContain(step.topicId)
    expect((await read(await call(planLoader, as('/api/student/personal-plan')))).body).toEqual(generated.body)

    const edited = await read(
      await call(planAction, as('/api/student/personal-plan', { method: 'PUT', ...json({ edit_prompt: 'More about images' }) })),
    )
    expect(edited.status).toBe(200)
    expect(edited.body.plan.planSteps.map((step: { title: string }) => step.title).slice(0, 2)).toEqual(['Image prompts', 'Selling images'])
    expect((await read(await call(planLoader, as('/api/student/personal-plan')))).body).toEqual(edited.body)

    const renamed = await read(
      await call(
        profileAction,
        as('/api/student/learning-profile', { method: 'PUT', ...json({ edit_prompt: 'Call me Sam, I am advanced' }) }),
      ),
    )
    expect(renamed.body.profile).toMatchObject({
      name: { value: 'Sam', confident: true },
      ai_proficiency: { level: 'advanced' },
      goal: { value: 'Be my own boss' },
    })
  })

  it('refuses bad input with 400, an edit it cannot apply with 422, and an edit before any plan with 404', async () => {
    const session = await createStudent()
    const put = (body: unknown) => call(planAction, asStudent(session, '/api/student/personal-plan', { method: 'PUT', ...json(body) }))
    expect((await put({ edit_prompt: 'more about images' })).status).toBe(404)
    await call(planAction, asStudent(session, '/api/student/personal-plan', { method: 'POST' }))
    const missing = await read(await put({}))
    expect(missing.status).toBe(400)
    expect(missing.body.error.title).toBe('Invalid request')
    expect((await put({ edit_prompt: 42 })).status).toBe(400)
    expect((await put({ edit_prompt: 'x'.repeat(501) })).status).toBe(400)
    const notJson = await call(
      planAction,
      asStudent(session, '/api/student/personal-plan', { method: 'PUT', body: '{oops', headers: { 'Content-Type': 'application/json' } }),
    )
    expect(notJson.status).toBe(400)
    const purple = await read(await put({ edit_prompt: 'make it purple' }))
    expect(purple).toMatchObject({ status: 422, body: { error: { title: 'Edit not understood' } } })
    expect((await call(planAction, asStudent(session, '/api/student/personal-plan', { method: 'DELETE' }))).status).toBe(405)
  })

  it('keeps each student’s plan their own', async () => {
    const owner = await createStudent()
    const other = await createStudent()
    await call(planAction, asStudent(owner, '/api/student/personal-plan', { method: 'POST' }))
    expect((await read(await call(planLoader, asStudent(other, '/api/student/personal-plan')))).body).toEqual({ plan: null })
    // Without funnel answers the profile comes from defaults, not from someone else's answers.
    const { body } = await read(await call(planLoader, asStudent(owner, '/api/student/personal-plan')))
    expect(body.plan.planSteps.length).toBeGreaterThan(0)
    const payload = await getPayloadClient()
    const seen = await payload.find({ collection: 'learning-plans', overrideAccess: false, user: other.student })
    expect(seen.docs).toEqual([])
  })

  it('stops generating after five times a day: can-generate false, POST 429', async () => {
    const session = await createStudent()
    for (let made = 0; made < 5; made++) {
      const path = made % 2 ? '/api/student/learning-profile' : '/api/student/personal-plan'
      const handler = made % 2 ? profileAction : planAction
      expect((await call(handler, asStudent(session, path, { method: 'POST' }))).status).toBe(200)
    }
    expect((await read(await call(canGenerateLoader, asStudent(session, '/api/student/learning-profile/can-generate')))).body).toEqual({
      canGenerate: false,
    })
    const refused = await read(await call(planAction, asStudent(session, '/api/student/personal-plan', { method: 'POST' })))
    expect(refused).toMatchObject({ status: 429, body: { error: { title: 'Generation limit reached' } } })
  })
})

describe('with a model configured', () => {
  afterEach(() => setAiProvider(undefined))

  /** A model that answers `reply` (or fails) to every chat, and records what it was asked. */
  function model(reply: (asked: string) => string): { provider: AiProvider; asked: string[] } {
    const asked: string[] = []
    const refuse = async () => {
      throw new Error('not used')
    }
    const provider = {
      mode: 'model',
      defaultModel: 'test-model',
      chat: async (messages) => {
        asked.push(messages.map((message) => message.content).join('\n'))
        return { mode: 'model', text: reply(asked.at(-1)!), citations: [], model: 'test-model' }
      },
      stream: refuse,
      judge: refuse,
      generateImage: refuse,
    } satisfies AiProvider
    return { provider, asked }
  }

  const fence = '`'.repeat(3)

  it('plans with the model from the catalogue it was given, keeps only real topics, and falls back to the rules when it fails', async () => {
    const payload = await getPayloadClient()
    const course = await createCourse(payload, { title: 'Model course', level: 'Beginner', tags: ['AI learning'] })
    const [first, second] = [
      await createTopic(payload, course, { title: 'Model topic 1' }),
      await createTopic(payload, course, { title: 'Model topic 2' }),
    ]
    const { provider, asked } = model(() => `Here you go:\n${fence}json\n{"topicIds": [${second.id}, 999999, ${first.id}]}\n${fence}`)
    setAiProvider(provider)
    const session = await createPayingStudent()
    const planned = await read(await call(planAction, asStudent(session, '/api/student/personal-plan', { method: 'POST' })))
    expect(planned.body.plan.planSteps.map((step: { title: string }) => step.title)).toEqual(['Model topic 2', 'Model topic 1'])
    expect(asked[0]).toContain(`${first.id} | Model course (Beginner; AI learning) | Model topic 1`)
    const row = await payload.find({ collection: 'learning-plans', where: { student: { equals: session.student.id } } })
    expect(row.docs[0]?.source).toBe('model')

    const edit = model(() => `{"topicIds": [${first.id}]}`)
    setAiProvider(edit.provider)
    const edited = await read(
      await call(
        planAction,
        asStudent(session, '/api/student/personal-plan', { method: 'PUT', ...json({ edit_prompt: 'only the first one' }) }),
      ),
    )
    expect(edited.body.plan.planSteps.map((step: { title: string }) => step.title)).toEqual(['Model topic 1'])
    expect(edit.asked[0]).toContain('only the first one')

    setAiProvider(model(() => 'I cannot answer in JSON, sorry.').provider)
    const fallback = await read(
      await call(planAction, asStudent(await createPayingStudent(), '/api/student/personal-plan', { method: 'POST' })),
    )
    expect(fallback.status).toBe(200)
    expect(fallback.body.plan.planSteps.length).toBeGreaterThan(0)
  })

  it('never asks the model for an account that does not pay: the rules plan and edit it (app/ai/rules/ai-allowance.ts)', async () => {
    const { provider, asked } = model(() => '{"topicIds": []}')
    setAiProvider(provider)
    const session = await createStudent()
    const planned = await read(await call(planAction, asStudent(session, '/api/student/personal-plan', { method: 'POST' })))
    expect(planned.status).toBe(200)
    expect(planned.body.plan.planSteps.length).toBeGreaterThan(0)
    await call(planAction, asStudent(session, '/api/student/personal-plan', { method: 'PUT', ...json({ edit_prompt: 'less time' }) }))
    expect(asked).toEqual([])
  })
})

describe('plan progress and the home hero', () => {
  it('averages the enrolled plan topics, and completing a course while the plan is partly done puts the plan in the hero', async () => {
    const payload = await getPayloadClient()
    const [first, second] = [
      await createCourse(payload, { title: 'Plan course A' }),
      await createCourse(payload, { title: 'Plan course B' }),
    ]
    const [topicA, topicB] = [await createTopic(payload, first), await createTopic(payload, second)]
    const lessonA = await createLesson(payload, topicA)
    await createLesson(payload, topicB)
    const session = await createStudent({ firstname: 'Ada' })
    const step = (course: typeof first, topic: typeof topicA) => ({
      topicId: topic.id,
      courseId: course.id,
      title: topic.title,
      courseTitle: course.title,
    })
    await payload.create({
      collection: 'learning-plans',
      data: { student: session.student.id, plan: { planTitle: 'Plan', planSteps: [step(first, topicA), step(second, topicB)] } },
      overrideAccess: false,
      user: session.student,
    })
    const viewer = { platform: 'web', status: 'other' } as const
    const student = { ...session.student, collection: 'students' as const }
    // No topic enrolled yet: progress 0, and the plan is the hero (personal_plan_enabled is on by default).
    expect(await loadLearningPlanHero(student, viewer)).toEqual({ title: 'Your AI learning plan', progress: 0, hasPlan: true })

    const post = (handler: typeof enrolAction, path: string, body: unknown, params: Record<string, string> = {}) =>
      call(handler, asStudent(session, path, { method: 'POST', ...json(body) }), params)
    expect((await post(enrolAction, '/api/enrolments/topic', { courseId: second.id, topicId: topicB.id }, { kind: 'topic' })).status).toBe(
      201,
    )
    const done = await read(await post(completeLessonAction, '/api/complete/lesson', { topicId: topicA.id, lessonId: lessonA.id }))
    expect(done.body.courseCompleted).toBe(true)
    // Topic A done (100) and topic B enrolled (0): 50.
    expect((await loadLearningPlanHero(student, viewer))?.progress).toBe(50)
    expect(await getMetadata({ id: session.student.id, collection: 'students' } as never)).toMatchObject({
      lastProgressPlacement: 'learning-plan',
    })
  })
})

describe('the tips API', () => {
  it('lists Popular first, answers a category’s tips and one tip, and 404s for unknown ids', async () => {
    const payload = await getPayloadClient()
    const category = await payload.create({ collection: 'tip-categories', data: { caption: 'Prompts', order: 1 } })
    const tip = await payload.create({
      collection: 'tips',
      data: {
        category: category.id,
        title: 'Give the AI a role',
        content: 'Say **who** it is.',
        promptToTry: 'You are a coach.',
        model: 'gpt-4o',
        featured: true,
      },
    })
    const session = await createStudent()
    const categories = await read(await call(categoriesLoader, asStudent(session, '/api/tips/categories')))
    expect(categories.body.data).toEqual([
      { id: -100, caption: 'Popular' },
      { id: category.id, caption: 'Prompts' },
    ])
    const popular = await read(await call(categoryLoader, asStudent(session, '/api/tips/category/-100'), { categoryId: '-100' }))
    expect(popular.body.data.map((item: { content: { id: number } }) => item.content.id)).toEqual([tip.id])
    const one = await read(await call(tipLoader, asStudent(session, `/api/tips/${tip.id}`), { tipId: String(tip.id) }))
    expect(one.body.data).toMatchObject({
      content: { id: tip.id, category: { caption: 'Prompts' }, tryItHref: '/assistant?model=gpt-4o&prompt=You%20are%20a%20coach.' },
      html: expect.stringContaining('<strong>who</strong>'),
    })
    expect((await call(tipLoader, asStudent(session, '/api/tips/999999'), { tipId: '999999' })).status).toBe(404)
    expect((await call(categoryLoader, asStudent(session, '/api/tips/category/424242'), { categoryId: '424242' })).status).toBe(404)
    expect((await call(categoriesLoader, new Request('http://localhost:3000/api/tips/categories'))).status).toBe(401)
  })
})
