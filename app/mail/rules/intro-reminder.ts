/**
 * How long before an introductory period ends its reminder goes out: 3 days, so a student who
 * does not want the later price has time to cancel (and to read the email on a busy day), while
 * the reminder still arrives close enough to the charge to be remembered.
 */
export const introReminderLeadMs = 3 * 24 * 60 * 60 * 1000

/** Is this subscription's introductory period ending within the lead time, and not over yet? */
export function introReminderDue(endDate: string, now: Date): boolean {
  const end = new Date(endDate).getTime()
  return end > now.getTime() && end - now.getTime() <= introReminderLeadMs
}
