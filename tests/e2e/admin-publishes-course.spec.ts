import { expect, test } from './test'
import { e2eAdmin } from '../../playwright.config'
import { watchConsoleErrors } from './support/console-errors'

test('an admin signs in, publishes a course and visitors see it without a restart', async ({ page, content }) => {
  const consoleErrors = watchConsoleErrors(page)
  const title = `Automation with AI Agents ${Date.now()}`

  await page.goto('/admin')
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await page.goto('/admin/collections/courses/create')
  await page.locator('#field-title').fill(title)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/courses\/\d+/)
  // The catalogue every other test reads gets no lasting extra course.
  content.deleteAfter('courses', Number(/\/courses\/(\d+)/.exec(page.url())![1]))
  await expect(page.getByText(/^Status:\s*Published$/)).toBeVisible()

  await page.goto('/')
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  consoleErrors.expectNone()
})
