import { deliverDueEmails } from './outbox.server'
import { remindIntroPeriodsEnding } from './intro-reminder.server'
import { queueOwedReceipts } from './owed-receipts.server'
import { queueOwedAccountMails } from './owed-account-mails.server'

/** The mail job runs this often (a recurring work item, server/background.ts). */
export const mailEveryMs = 60 * 1000

/**
 * One pass of the mail job: queue the introductory-price reminders now due and the receipts,
 * save-offer, cancellation and resumed mails a stopped process still owed, then deliver what is due (new rows and retries of failed
 * deliveries). Each step is keyed or claimed in the database, so passes in several processes
 * queue and deliver every email once.
 */
export async function runMailJob(
  now = new Date(),
): Promise<{ reminders: number; receipts: number; accountMails: number; delivered: number }> {
  const reminders = await remindIntroPeriodsEnding(now)
  const receipts = await queueOwedReceipts(now)
  const accountMails = await queueOwedAccountMails(now)
  const delivered = await deliverDueEmails(now)
  return { reminders, receipts, accountMails, delivered }
}
