import sharp from 'sharp'
import { cards, funnelToPayment, payWithCard } from './support/checkout'
import { lookAtBothWidths } from './support/look'
import { expect, signInAsStudent, test, uniqueEmail, type Page } from './test'
import { TRIAL_DAILY_PROMPTS } from '../../app/ai/rules/ai-allowance'

/** A photo-like test image (a gradient with a face-ish circle), as a file the page's input takes. */
async function photo(name = 'me.png') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#7ab"/><stop offset="1" stop-color="#345"/></linearGradient></defs><rect width="300" height="400" fill="url(#g)"/><circle cx="150" cy="160" r="80" fill="#e9c"/></svg>`
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() }
}

/**
 * A buyer through the real flow (funnel → card → account), with a saved card and no add-on yet. The
 * renewal funnel reaches its paywall on its third screen; the 31 screens of challenge_100k are
 * the checkout journeys' business.
 */
async function buyer(page: Page) {
  await funnelToPayment(page, '', 'renew')
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await payWithCard(page, 'solidgate', cards.solidgate.approve)
  await page.getByRole('link', { name: 'Create your account' }).click()
  await page.getByLabel('Email').fill(uniqueEmail('ai-tools'))
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Password', { exact: true }).fill('Buyer!pass1')
  await page.getByLabel('Confirm password').fill('Buyer!pass1')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL('/upsell')
}

/** A buyer, then the AI tools pack bought with the saved card. */
async function studentWithPack(page: Page, baseURL: string) {
  await buyer(page)
  const bought = await page.request.post('/api/payments/solidgate/charge', {
    data: { productId: 'upsell_ai_tools' },
    headers: { Origin: baseURL },
  })
  expect(await bought.json()).toMatchObject({ outcome: 'success' })
}

test.describe('AI tools', () => {
  test.use({ paymentSystem: 'solidgate' })

  test('a student with the AI tools pack turns a photo into a playable video and edits an image', async ({ page, baseURL }) => {
    test.setTimeout(150_000)
    await studentWithPack(page, baseURL!)
    await page.goto('/ai-tools')
    await expect(page.getByRole('heading', { name: 'AI tools', level: 1 })).toBeVisible()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByText(/^Simulator mode: the local video simulator/)).toBeVisible()

    const video = page.getByRole('region', { name: 'Talking video from a photo' })
    await video.getByLabel('Photo').setInputFiles(await photo())
    await video.getByLabel('Script').fill('Hello! I learned to make videos with AI today.')
    await video.getByRole('button', { name: 'Make the video' }).click()
    await expect(video.getByRole('progressbar', { name: 'Generating video' })).toBeVisible()
    const player = video.getByLabel('Your talking video')
    await expect(player).toBeVisible({ timeout: 30_000 })
    await expect(video.getByRole('progressbar')).toBeHidden()
    // Chromium decodes it: metadata loaded (a duration), and the first frame is there to show.
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2)
    const { duration, width, height } = await player.evaluate((element: HTMLVideoElement) => ({
      duration: element.duration,
      width: element.videoWidth,
      height: element.videoHeight,
    }))
    expect(duration).toBeGreaterThan(0)
    expect({ width, height }, 'portrait by default').toEqual({ width: 360, height: 640 })
    const cached = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('heygen_image_key:'))
      return key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { imageKey?: string }) : null
    })
    expect(cached?.imageKey, 'the image key is cached locally').toMatch(/^image\//)

    const editor = page.getByRole('region', { name: 'Edit an image' })
    await editor.getByLabel('Image to edit').setInputFiles(await photo('edit.png'))
    await expect(editor.getByRole('button', { name: 'Edit the image' })).toBeDisabled()
    await editor.getByLabel('What to change').fill('Make it look like a sunset')
    await editor.getByRole('button', { name: 'Edit the image' }).click()
    const result = editor.getByRole('img', { name: 'Your image, edited: Make it look like a sunset' })
    await expect(result).toBeVisible()
    expect(await result.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(300)
    // Both tools with their results, at 375 and 1280 px, held to the product-grade check.
    expect(await lookAtBothWidths(page, 'ai-tools-results')).toEqual([])

    // A render the service fails ends polling with its error.
    await video.getByLabel('Script').fill('This one breaks [fail]')
    await video.getByRole('button', { name: 'Make the video' }).click()
    await expect(video.getByRole('alert')).toHaveText('Rendering failed (simulated)', { timeout: 30_000 })
  })

  test('a buyer without the pack: the paywall loads today’s prompts and sells the pack on the saved card', async ({ page }) => {
    test.setTimeout(150_000)
    await buyer(page)
    const limit = page.waitForResponse((response) => response.url().endsWith('/api/features/ai_tools_prompts_limit'))
    await page.goto('/ai-tools')
    const paywall = page.getByRole('dialog', { name: 'Unlock the AI tools pack' })
    await expect(paywall).toBeVisible()
    const counter = (await (await limit).json()) as { remaining_count: number; feature_limit: number }
    await expect(paywall.getByTestId('paywall-prompts-left')).toHaveText(
      `Meanwhile the AI assistant is yours: ${counter.remaining_count} of ${counter.feature_limit} prompts left today.`,
    )
    await expect(paywall).not.toContainText('Ask support')
    const buy = paywall.getByRole('button', { name: /^Buy for \$\d+\.\d{2} — card •••• \d{4}$/ })
    await buy.click()
    await expect(page.getByRole('region', { name: 'Talking video from a photo' })).toBeVisible({ timeout: 30_000 })
    await expect(paywall).toBeHidden()
  })

  test('a student without the pack sees the AI tools paywall, and the API refuses them', async ({ page, student, baseURL }) => {
    await signInAsStudent(page, student, baseURL!)
    await page.goto('/ai-tools')
    const paywall = page.getByRole('dialog', { name: 'Unlock the AI tools pack' })
    await expect(paywall).toBeVisible()
    // Meanwhile: the day's assistant prompts (a fresh student has used none of an unpaid account's allowance).
    await expect(paywall).toContainText(
      `Meanwhile the AI assistant is yours: ${TRIAL_DAILY_PROMPTS} of ${TRIAL_DAILY_PROMPTS} prompts left today.`,
    )
    await expect(paywall.getByRole('link', { name: 'AI assistant' })).toHaveAttribute('href', '/assistant')
    await paywall.getByRole('button', { name: 'Close' }).click()
    await expect(paywall).toBeHidden()
    await expect(page.getByLabel('Photo')).toHaveCount(0)
    await page.getByRole('button', { name: 'See the AI tools pack' }).click()
    await expect(paywall).toBeVisible()
    const refused = await page.request.post('/api/ai/generate-image-gemini', {
      data: { prompt: 'x', imageUrl: `/api/ai/media/${'a'.repeat(32)}.png` },
      headers: { Origin: baseURL! },
    })
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { title: 'AI tools pack needed' } })
  })
})
