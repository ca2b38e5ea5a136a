/**
 * Issue #47 item 7: a marketer runs the /experiment split in its own editor at 1280×800. Funnels
 * are picked and named by title, weights are shares that must add up to 100 % over the running
 * funnels (a save that does not is refused in words), a funnel is paused and keeps its share, and
 * each variant shows where it stands beside it. After the save no new visitor is drawn into the
 * paused funnel, while a visitor already in it keeps it.
 */
import { expect, type Page, signIntoAdminByApi, test } from './test'
import { seriousViolations } from './support/axe'
import { watchConsoleErrors } from './support/console-errors'
import type { FunnelDoc } from './fixtures'

/** The variant /experiment sends this browser to. */
async function experimentVariant(page: Page): Promise<string> {
  await page.goto('/experiment')
  return /^\/experiment\/([a-z0-9_]+)$/.exec(new URL(page.url()).pathname)![1]!
}

test(
  'a marketer picks funnels by title, sets shares to 100 %, pauses one, and no new visitor is drawn into it',
  { tag: '@shared-content' },
  async ({ page, marketer, admin, content, newVisitor }) => {
    test.setTimeout(150_000)
    const { variants } = await content.experiment()
    const earlier = await newVisitor()
    const paused = await experimentVariant(earlier)
    const [first, second] = variants.filter((variant) => variant.funnelId !== paused).map((variant) => variant.funnelId)
    // The last row not otherwise used gets another funnel, picked by its title, with no share.
    const pickedAt = variants.findLastIndex((variant) => ![paused, first, second].includes(variant.funnelId))
    const [other] = await admin.docs<FunnelDoc & { title: string }>('funnels?where[funnelId][equals]=challenge_v1&depth=0')
    const titles = new Map(
      (await admin.docs<{ funnelId: string; title: string }>('funnels?limit=100&depth=0&select[funnelId]=true&select[title]=true')).map(
        (doc) => [doc.funnelId, doc.title],
      ),
    )

    await page.setViewportSize({ width: 1280, height: 800 })
    await signIntoAdminByApi(page, marketer)
    // The refused save below is a 400 Chromium logs; nothing else may be.
    const consoleErrors = watchConsoleErrors(page, [/status of 400/])
    await page.goto('/admin/globals/experiment')

    await test.step('the test reads as the dashboard says it, rows named by funnel title and share', async () => {
      await expect(page.locator('.experiment-editor__sentence')).toBeVisible()
      const pausedAt = variants.findIndex((variant) => variant.funnelId === paused)
      const pausedShare = variants[pausedAt]!.weight
      await expect(page.locator('.experiment-editor__row-label').nth(pausedAt)).toHaveText(`${titles.get(paused)} · ${pausedShare} %`)
      await expect(page.getByText(/Variant 0\d/)).toHaveCount(0)
      await expect(page.locator('.experiment-editor__standing').first()).toContainText('Last 30 days:')
      await expect(page.locator('.experiment-editor__total')).toContainText('100 %')
      // The verdict's period is the marketer's: the dashboard's choices, one for the verdict and every row.
      const periods = page.getByRole('group', { name: 'Period of the results' })
      await expect(periods.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true')
      await periods.getByRole('button', { name: 'Last 7 days' }).click()
      await expect(page.locator('.experiment-editor__note')).toContainText('Last 7 days.')
      for (const standing of await page.locator('.experiment-editor__standing').all()) await expect(standing).toContainText('Last 7 days:')
      const report = new URL(
        (await page.getByRole('link', { name: 'See the experiment in the funnel report' }).getAttribute('href'))!,
        'http://x',
      )
      expect((Date.parse(report.searchParams.get('to')!) - Date.parse(report.searchParams.get('from')!)) / 86_400_000).toBe(6)
    })

    await test.step('pick a funnel by its title; pause one; shares that do not add up to 100 % are refused in words', async () => {
      await page.locator(`#field-variants__${pickedAt}__funnelId`).selectOption({ label: other!.title })
      await expect(page.locator('.experiment-editor__row-label').nth(pickedAt)).toHaveText(
        `${other!.title} · ${variants[pickedAt]!.weight} %`,
      )
      for (const [index, variant] of variants.entries()) {
        const share = variant.funnelId === first ? '70' : variant.funnelId === second ? '40' : variant.funnelId === paused ? null : '0'
        if (share !== null) await page.locator(`#field-variants__${index}__weight`).fill(share)
        else await page.locator(`#field-variants__${index}__paused`).check()
      }
      const total = page.locator('.experiment-editor__total')
      await expect(total).toContainText('Running funnels: 110 % of new visitors')
      await expect(total).toContainText('take 10 % off before saving')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText("The running funnels' shares add up to 110 %: they must add up to 100 %").first()).toBeVisible()
    })

    await test.step('with 70 % and 30 % the save goes through; the paused funnel keeps its share', async () => {
      const secondAt = variants.findIndex((variant) => variant.funnelId === second)
      await page.locator(`#field-variants__${secondAt}__weight`).fill('30')
      await expect(page.locator('.experiment-editor__total')).toContainText('the shares add up to 100 %')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText('Updated successfully')).toBeVisible()
      const saved = await admin.get<{ variants: { funnelId: string; weight: number; paused: boolean }[] }>('globals/experiment?depth=0')
      expect(saved.variants.find((variant) => variant.funnelId === paused)).toMatchObject({
        paused: true,
        weight: variants.find((variant) => variant.funnelId === paused)!.weight,
      })
      expect(saved.variants.map((variant) => variant.funnelId)).toContain('challenge_v1')
      await expect(page.locator('.experiment-editor__paused')).toContainText('Paused: no new visitors are sent here')
      expect(await seriousViolations(page, 'main')).toEqual([])
      await page.screenshot({ path: 'tests/e2e/.artifacts/admin-gallery/experiment-editor-1280x800.png' })
    })

    await test.step('new visitors go only to the running funnels; the earlier one keeps the paused funnel', async () => {
      await expect(async () => {
        const drawn = new Set<string>()
        for (let i = 0; i < 6; i++) drawn.add(await experimentVariant(await newVisitor()))
        expect(drawn.has(paused)).toBe(false)
        expect([...drawn].every((funnelId) => funnelId === first || funnelId === second)).toBe(true)
      }).toPass({ timeout: 10_000 })
      expect(await experimentVariant(earlier)).toBe(paused)
    })
    consoleErrors.expectNone()
  },
)
