import { cards, funnelToPayment, payWithCard } from './support/checkout'
import { lookAtBothWidths } from './support/look'
import { expect, finishProductTour, signInAsStudent, test, uniqueEmail, type Page } from './test'

/**
 * Issue #46: the Complete AI pack ("30,000 prompts") opens a prompt library. A buyer through the
 * real flow (renewal funnel → card → account) adds the pack with the saved card, then uses the
 * library on a phone: a job, its tasks, search, a template's choices, Copy, and the assistant.
 */
async function buyerWithCompleteAi(page: Page, baseURL: string) {
  await funnelToPayment(page, '', 'renew')
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await payWithCard(page, 'solidgate', cards.solidgate.approve)
  await page.getByRole('link', { name: 'Create your account' }).click()
  await page.getByLabel('Email').fill(uniqueEmail('prompts'))
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Password', { exact: true }).fill('Buyer!pass1')
  await page.getByLabel('Confirm password').fill('Buyer!pass1')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL('/upsell')
  const bought = await page.request.post('/api/payments/solidgate/charge', {
    data: { productId: 'upsell_30k_prompts' },
    headers: { Origin: baseURL },
  })
  expect(await bought.json()).toMatchObject({ outcome: 'success' })
}

test.describe('Prompt library', () => {
  test.use({ paymentSystem: 'solidgate', viewport: { width: 375, height: 812 } })

  test('a Complete AI buyer browses a job, searches, copies a prompt and uses it in the assistant', async ({ page, baseURL, context }) => {
    test.setTimeout(150_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await buyerWithCompleteAi(page, baseURL!)

    // The AI pages link the library now that it is theirs.
    await page.goto('/assistant')
    await page.getByRole('navigation', { name: 'AI', exact: true }).getByRole('link', { name: 'Prompt library' }).click()
    await expect(page.getByRole('heading', { name: 'Prompt library', level: 1 })).toBeVisible()
    await expect(page.getByText(/^\d{2},\d{3} prompts, sorted by job and task/)).toBeVisible()
    expect(await lookAtBothWidths(page, 'prompt-library')).toEqual([])

    await page.getByRole('navigation', { name: 'Jobs' }).getByRole('link', { name: 'Freelancer', exact: true }).click()
    const tasks = page.getByRole('list', { name: 'Freelancer tasks' })
    await expect(tasks.getByRole('listitem')).toHaveCount(12)
    expect(await lookAtBothWidths(page, 'prompt-library-job')).toEqual([])

    await page.getByRole('searchbox', { name: 'Search the prompts' }).fill('cold email')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/[?&]q=cold\+email/)
    const results = page.getByRole('list', { name: 'Prompts for cold email' })
    await expect(results.getByRole('listitem').first()).toBeVisible()
    await results.getByRole('link', { name: /Write a cold email.*Marketer/ }).click()

    await expect(page.getByRole('heading', { name: 'Marketer: Write a cold email', level: 1 })).toBeVisible()
    const prompt = page.getByLabel('Your prompt')
    await page.getByRole('combobox', { name: 'Audience' }).selectOption('existing customers')
    await expect(prompt).toContainText('Write a cold email to existing customers about a new product launch')
    expect(await lookAtBothWidths(page, 'prompt-template')).toEqual([])

    await page.getByRole('button', { name: 'Copy' }).click()
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
    const filled = (await prompt.textContent())!.trim()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(filled)

    await page.getByRole('link', { name: 'Use in the assistant' }).click()
    await expect(page).toHaveURL(/\/assistant\?/)
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(filled)

    // With the Personal boost pack too, the library has a tab for its goal prompts.
    const boost = await page.request.post('/api/payments/solidgate/charge', {
      data: { productId: 'upsell_600_prompts' },
      headers: { Origin: baseURL! },
    })
    expect(await boost.json()).toMatchObject({ outcome: 'success' })
    await page.goto('/prompts')
    await page.getByRole('navigation', { name: 'Prompt packs' }).getByRole('link', { name: 'Personal boost pack' }).click()
    await expect(page.getByText(/^\d[\d,]* prompts picked for your goal/)).toBeVisible()
    await expect(page.getByRole('heading', { name: /Your goal/, level: 2 })).toHaveCount(1)
    expect(await lookAtBothWidths(page, 'prompt-library-goals')).toEqual([])
  })

  test('fills a prompt and searches before the page’s JavaScript ran', async ({ page, baseURL, browser }) => {
    test.setTimeout(150_000)
    await buyerWithCompleteAi(page, baseURL!)
    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState(), baseURL })
    const plain = await noScript.newPage()
    await plain.goto('/prompts')
    await plain.getByRole('searchbox', { name: 'Search the prompts' }).fill('proposal')
    await plain.getByRole('button', { name: 'Search' }).click()
    await plain
      .getByRole('list', { name: 'Prompts for proposal' })
      .getByRole('link', { name: /Write a proposal.*Teacher/ })
      .click()
    await plain.getByRole('combobox', { name: 'Shape' }).selectOption('a paid trial')
    await plain.getByRole('button', { name: 'Fill in the prompt' }).click()
    await expect(plain.getByLabel('Your prompt')).toContainText('offered as a paid trial')
    const assistant = new URL((await plain.getByRole('link', { name: 'Use in the assistant' }).getAttribute('href'))!, baseURL)
    expect(assistant.searchParams.get('prompt')).toContain('offered as a paid trial')
    await noScript.close()
  })
})

test.describe('Prompt library without a pack', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('says what the prompt packs hold and leads on, and the AI pages do not link it', async ({ page, baseURL, student }) => {
    await signInAsStudent(page, student, baseURL!)
    await finishProductTour(page.request, student.token, baseURL!)
    await page.goto('/prompts')
    await expect(page.getByRole('heading', { name: 'The prompt library comes with a prompt pack' })).toBeVisible()
    await expect(page.getByText(/30,000 prompts in the prompt library.*600 prompts picked for your goal/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home')
    expect(await lookAtBothWidths(page, 'prompt-library-none')).toEqual([])
    await page.goto('/ai-tips')
    await expect(page.getByRole('navigation', { name: 'AI', exact: true }).getByRole('link')).toHaveText([
      'Assistant',
      'AI tips',
      'AI tools',
    ])
  })
})
