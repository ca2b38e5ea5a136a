import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { e2eAdmin } from '../../playwright.config'

/**
 * Creates a marketer through the CMS REST API, signed in as the seeded admin. The request context
 * keeps the login's cookie, so its later writes name this site as their Origin, as the admin's own
 * pages do (decision 005: a cookie-carrying write must prove it is same-origin).
 */
export async function createMarketer(request: APIRequestContext, baseURL: string): Promise<{ email: string; password: string }> {
  const login = await request.post('/cms/api/users/login', { data: e2eAdmin })
  expect(login.ok()).toBe(true)
  const { token } = await login.json()
  const marketer = { email: `marketer-${Date.now()}@example.com`, password: 'Mark3ter!password' }
  const created = await request.post('/cms/api/users', {
    data: { ...marketer, name: 'Maya Marketer', roles: ['marketer'] },
    headers: { Authorization: `JWT ${token}`, Origin: baseURL },
  })
  expect(created.ok()).toBe(true)
  // The admin session must not leak into the browser steps that follow.
  await request.post('/cms/api/users/logout', { headers: { Authorization: `JWT ${token}`, Origin: baseURL } })
  return marketer
}

export async function signIntoAdmin(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}
