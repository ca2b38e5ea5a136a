/** The spec's "Certificate data": what the page, the image and the apps show. */
export type CertificateData = {
  id: string
  firstName: string
  lastName: string
  courseName: string
  date: string
  courseLength: string
}

const issueDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "23 November 2026": the day the certificate was issued, the same for every viewer (UTC). */
export function friendlyDate(iso: string): string {
  return issueDay.format(new Date(iso))
}

export const fullName = (data: Pick<CertificateData, 'firstName' | 'lastName'>) => [data.firstName, data.lastName].filter(Boolean).join(' ')

export const certificatePath = (id: string) => `/certificate/${id}`
export const certificateImagePath = (id: string) => `/certificate/${id}/image.png`
