import type { PlaywrightWorkerArgs, WorkerInfo } from '@playwright/test'
import { e2eAdmin } from '../../../playwright.config'
import { type Account, uniqueEmail } from '../fixtures'

/**
 * Payload keeps a user's sessions as one list it reads, changes and writes back on every login and
 * logout, so two workers signing the same admin in and out at once can drop each other's session
 * (seen as "You are not allowed" halfway through a test). Each worker therefore gets an admin of its
 * own, made once by the seeded admin; the seeded admin's own logins race only here, so this retries.
 */
export async function createWorkerAdmin(playwright: PlaywrightWorkerArgs['playwright'], workerInfo: WorkerInfo): Promise<Account> {
  const baseURL = workerInfo.project.use.baseURL!
  const account = { email: uniqueEmail(`e2e-admin-w${workerInfo.parallelIndex}`), password: e2eAdmin.password }
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL, 'X-Forwarded-For': `2001:db8:ad:${workerInfo.workerIndex.toString(16)}::1` },
  })
  try {
    let problem = ''
    for (let attempt = 0; attempt < 4; attempt++) {
      const login = await request.post('/cms/api/users/login', { data: e2eAdmin })
      if (!login.ok()) {
        problem = `admin login: ${login.status()} ${await login.text()}`
        continue
      }
      const { token } = (await login.json()) as { token: string }
      const created = await request.post('/cms/api/users', {
        data: { ...account, name: `E2E admin ${workerInfo.parallelIndex}`, roles: ['admin'] },
        headers: { Authorization: `JWT ${token}` },
      })
      if (created.ok()) return account
      problem = `creating the worker's admin: ${created.status()} ${await created.text()}`
    }
    throw new Error(problem)
  } finally {
    await request.dispose()
  }
}
