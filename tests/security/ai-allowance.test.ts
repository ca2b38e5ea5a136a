/**
 * The AI allowance over the real host (app/ai/rules/ai-allowance.ts): an account that never paid
 * gets a small daily allowance shared by the assistant and the daily task, and is refused past it
 * on every endpoint that calls the model; a paying student keeps the full allowance.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { PAID_DAILY_PROMPTS, TRIAL_DAILY_PROMPTS } from '../../app/ai/rules/ai-allowance'
import { admin, buyWithSolidgate, useAdmin } from './checkout-support'
import { bodyOf, call, signUpStudent, staffToken, type TestStudent } from './support'

const counter = async (student: TestStudent) =>
  (await bodyOf(await call('/api/features/ai_tools_prompts_limit', { token: student.token }))) as {
    current_value: number
    feature_limit: number
  }
const spend = (student: TestStudent) => call('/api/features/ai_tools_prompts_limit', { method: 'POST', token: student.token })
const ask = (student: TestStudent) =>
  call('/api/assistant/chat', { method: 'POST', token: student.token, json: { message: 'What is a prompt?' } })

async function todaysTaskId(student: TestStudent): Promise<number> {
  const { task } = (await bodyOf(await call('/api/daily-task', { token: student.token }))) as { task: { id: number } }
  return task.id
}
const respond = (student: TestStudent, taskId: number) =>
  call('/api/daily-task/respond', {
    method: 'POST',
    token: student.token,
    json: { task_id: taskId, user_input: 'Explain prompts simply.' },
  })
const validate = (student: TestStudent, taskId: number) =>
  call('/api/daily-task/validate', {
    method: 'POST',
    token: student.token,
    json: { task_id: taskId, user_prompt: 'Explain prompts simply.' },
  })

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('the AI allowance of accounts that never paid', () => {
  beforeAll(async () => {
    useAdmin(await staffToken())
    await admin('globals/site-settings', { method: 'POST', json: { paymentSystem: 'solidgate' } })
  })

  it('counts the daily task against the same small allowance as the assistant', async () => {
    const student = await signUpStudent()
    expect(await counter(student)).toMatchObject({ current_value: 0, feature_limit: TRIAL_DAILY_PROMPTS })
    const taskId = await todaysTaskId(student)
    expect((await respond(student, taskId)).status).toBe(200)
    expect((await validate(student, taskId)).status).toBe(200)
    expect((await ask(student)).status).toBe(200)
    // Without a model the daily task's answer is our own coaching on the prompt (no model call), so
    // it spends nothing; the grading and the assistant do.
    expect(await counter(student)).toMatchObject({ current_value: 2 })
  })

  it('refuses every model call past the allowance with a message that offers a plan', async () => {
    const student = await signUpStudent()
    for (let used = 0; used < TRIAL_DAILY_PROMPTS; used += 1) expect((await spend(student)).status).toBe(200)
    const refusal = {
      error: {
        title: 'Prompt limit reached',
        message: expect.stringContaining(`choose a plan for ${PAID_DAILY_PROMPTS} prompts a day`),
      },
    }
    for (const refused of [await ask(student), await spend(student)]) {
      expect({ status: refused.status, body: await bodyOf(refused) }).toMatchObject({ status: 429, body: refusal })
      // New prompts come at the next UTC midnight.
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter > 0 && retryAfter <= 24 * 60 * 60, `Retry-After ${retryAfter}`).toBe(true)
    }
    const taskId = await todaysTaskId(student)
    const refused = await validate(student, taskId)
    expect({ status: refused.status, body: await bodyOf(refused) }).toMatchObject({ status: 429, body: refusal })
    // The coaching without a model calls nothing that costs, so it stays open past the allowance.
    expect((await respond(student, taskId)).status).toBe(200)
  })

  it('a paying student keeps the full allowance, and the daily task does not spend it', async () => {
    const student = await signUpStudent()
    await buyWithSolidgate(student)
    expect(await counter(student)).toMatchObject({ current_value: 0, feature_limit: PAID_DAILY_PROMPTS })
    for (let used = 0; used < TRIAL_DAILY_PROMPTS; used += 1) expect((await spend(student)).status).toBe(200)
    expect((await ask(student)).status).toBe(200)
    const taskId = await todaysTaskId(student)
    expect((await respond(student, taskId)).status).toBe(200)
    expect((await validate(student, taskId)).status).toBe(200)
    expect(await counter(student)).toMatchObject({ current_value: TRIAL_DAILY_PROMPTS + 1 })
  })
})
