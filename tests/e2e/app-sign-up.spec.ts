import type { TestInfo } from '@playwright/test'
import { galleryPhoto } from './support/gallery'
import { productGradeFindings } from './support/product-grade'
import { expect, type Page, test, uniqueEmail } from './test'
import { mailedCode } from './support/mailed-code'

/** Each step is built from the design system: no browser-default control, no developer text, no overflow at 320 px, axe clean. */
async function looksFinished(page: Page, name: string, testInfo: TestInfo) {
  expect(await productGradeFindings(page), name).toEqual([])
  await galleryPhoto(page, { path: testInfo.outputPath(`${name}-375.png`), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await galleryPhoto(page, { path: testInfo.outputPath(`${name}-1280.png`), fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
}

/**
 * Spec §2 (#32.5): "A code request goes to /onboarding/verify-code with query ignore_ff_id=true and
 * email. App sign-up adds is_app_onboarding=true." The app onboarding page takes an email, the
 * mailed code proves it, and the password step creates the account and signs in.
 */
test('a visitor signs up from the app onboarding with an email, its code and a password', async ({ page, admin, content }, testInfo) => {
  const email = uniqueEmail('app-signup')
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/onboarding/app?platform=android')
  await looksFinished(page, 'app-onboarding', testInfo)
  const signUp = page.getByRole('region', { name: 'Create your account' })
  await signUp.getByLabel('Email').fill(email)
  await signUp.getByRole('button', { name: 'Send me a code' }).click()

  await expect(page).toHaveURL(/\/onboarding\/verify-code\?/)
  const query = new URL(page.url()).searchParams
  expect(Object.fromEntries(query)).toEqual({ ignore_ff_id: 'true', email, is_app_onboarding: 'true' })
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible()
  await looksFinished(page, 'verify-code', testInfo)
  await expect.poll(() => mailedCode(admin, email)).toMatch(/^\d{6}$/)
  const code = await mailedCode(admin, email)

  // A new code is the same sign-up request again: the old one stops working.
  await page.getByRole('button', { name: 'Send a new code' }).click()
  await expect(page).toHaveURL(/is_app_onboarding=true/)
  await expect.poll(() => mailedCode(admin, email)).not.toBe(code)
  await page.getByLabel('Code').fill(code)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('The code is incorrect. 4 tries left.')).toBeVisible()
  await page.getByLabel('Code').fill(await mailedCode(admin, email))
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/onboarding\/set-password\?.*is_app_onboarding=true/)
  await expect(page.getByRole('heading', { level: 1, name: 'Create your password' })).toBeVisible()
  await expect(page.getByText(`Choose a password for ${email}`)).toBeVisible()
  await looksFinished(page, 'set-password', testInfo)
  await page.getByLabel('Password', { exact: true }).fill('App!pass12')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/home$/)

  const profile = await page.request.get('/api/profile')
  expect(profile.ok()).toBe(true)
  const me = (await profile.json()) as { id: number; email: string }
  content.deleteAfter('students', me.id)
  expect(me.email).toBe(email)
})

test('app sign-up answers an email that already has an account the same way', async ({ page, student }) => {
  await page.goto('/onboarding/app?platform=ios')
  await page.getByRole('region', { name: 'Create your account' }).getByLabel('Email').fill(student.email)
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect(page).toHaveURL(/\/onboarding\/verify-code\?.*is_app_onboarding=true/)
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible()
})
