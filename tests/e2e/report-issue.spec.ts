import { expect, openFirstLesson, signInAsStudent, signIntoAdminByApi, test } from './test'

type Report = { id: number; status: string; issueType: string; pageId: number; student: number }

test('a student reports an issue on a lesson; a marketer finds it new in the admin and marks it seen', async ({
  page,
  baseURL,
  student,
  marketer,
  admin,
  content,
  newVisitor,
}) => {
  const comment = `The second sentence has a typo (${Date.now()}).`

  await signInAsStudent(page, student, baseURL!)
  await openFirstLesson(page)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\?page=1$/)

  // Keyboard only: the dialog takes focus, Escape closes it, and focus comes back to the button.
  const reportButton = page.getByRole('button', { name: 'Report an issue' })
  await reportButton.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Report an issue' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('radio').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(reportButton).toBeFocused()

  await page.keyboard.press('Enter')
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Choose what is wrong.')
  await dialog.getByLabel('A typo or a mistake in the text').check()
  await dialog.getByLabel('Tell us more (optional)').fill(comment)
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Thank you! Our team will look into it.')
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(reportButton).toBeFocused()

  const [report] = await admin.docs<Report>(`issue-reports?where[comment][equals]=${encodeURIComponent(comment)}&depth=0`)
  expect(report).toMatchObject({ status: 'new', issueType: 'typo', pageId: 1 })
  content.deleteAfter('issue-reports', report!.id)

  // The marketer, in a browser of their own, filters the list to new reports and triages this one.
  const staff = await newVisitor()
  await signIntoAdminByApi(staff, marketer)
  await staff.goto('/admin/collections/issue-reports?where[or][0][and][0][status][equals]=new')
  const row = staff.getByRole('row').filter({ hasText: comment })
  await expect(row).toBeVisible()
  await expect(row).toContainText('New')
  await row.getByRole('link').first().click()
  await expect(staff).toHaveURL(new RegExp(`/admin/collections/issue-reports/${report!.id}`))
  // The select's control, not the field's middle: the field holds its label and a description too.
  await staff.locator('#field-status .rs__control').click()
  await staff.getByRole('option', { name: 'Seen' }).click()
  await staff.getByRole('button', { name: 'Save' }).click()
  await expect(staff.getByText(/updated successfully/i)).toBeVisible()

  const [triaged] = await admin.docs<Report>(`issue-reports?where[id][equals]=${report!.id}&depth=0`)
  expect(triaged).toMatchObject({ status: 'seen', issueType: 'typo' })
  await staff.goto('/admin/collections/issue-reports?where[or][0][and][0][status][equals]=seen')
  await expect(staff.getByRole('row').filter({ hasText: comment })).toContainText('Seen')
})
