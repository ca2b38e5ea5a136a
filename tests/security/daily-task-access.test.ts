/**
 * The daily task over real HTTP: only a signed-in student calls /api/daily-task; a student's
 * attempt is theirs to read and is changed only through the product API, never through
 * Payload's REST API (/cms/api); the tasks themselves (with their rubric) are staff-only there.
 */
import { describe, expect, it } from 'vitest'
import { call, signUpStudent, type TestStudent } from './support'

const todaysTaskId = async (student: TestStudent) => {
  const response = await call('/api/daily-task', { token: student.token })
  expect(response.status).toBe(200)
  const { task } = (await response.json()) as { task: { id: number } | null }
  expect(task, 'the demo content seeds daily tasks').not.toBeNull()
  return task!.id
}

describe('the daily task', () => {
  it('refuses anonymous callers on every call', async () => {
    expect((await call('/api/daily-task')).status).toBe(401)
    for (const operation of ['respond', 'validate', 'reset']) {
      const response = await call(`/api/daily-task/${operation}`, {
        method: 'POST',
        json: { task_id: 1, user_input: 'Hi', user_prompt: 'Hi' },
      })
      expect(response.status, operation).toBe(401)
    }
  })

  it('refuses a cross-site post made with the student’s cookie', async () => {
    const student = await signUpStudent()
    const taskId = await todaysTaskId(student)
    const response = await call('/api/daily-task/reset', {
      method: 'POST',
      cookie: student.cookie,
      browser: 'cross-site',
      json: { task_id: taskId },
    })
    expect(response.status).toBe(403)
  })

  it('keeps attempts to their owner, who changes them only through the product API', async () => {
    const [owner, other] = [await signUpStudent(), await signUpStudent()]
    const taskId = await todaysTaskId(owner)
    const responded = await call('/api/daily-task/respond', {
      method: 'POST',
      token: owner.token,
      json: { task_id: taskId, user_input: 'Explain prompts to a beginner in two sentences.' },
    })
    expect(responded.status).toBe(200)
    const own = (await (await call('/cms/api/daily-task-attempts?depth=0', { token: owner.token })).json()) as { docs: { id: number }[] }
    expect(own.docs).toHaveLength(1)
    const id = own.docs[0]!.id

    const theirs = (await (await call('/cms/api/daily-task-attempts?depth=0', { token: other.token })).json()) as { docs: unknown[] }
    expect(theirs.docs).toEqual([])
    expect((await call(`/cms/api/daily-task-attempts/${id}`, { token: other.token })).status).toBe(404)
    for (const student of [owner, other]) {
      const patch = await call(`/cms/api/daily-task-attempts/${id}`, {
        method: 'PATCH',
        token: student.token,
        json: { completedAt: new Date().toISOString() },
      })
      expect(patch.status).toBe(403)
      expect((await call(`/cms/api/daily-task-attempts/${id}`, { method: 'DELETE', token: student.token })).status).toBe(403)
    }
    expect((await call('/cms/api/daily-tasks?depth=0', { token: owner.token })).status).toBe(403)
  })
})
