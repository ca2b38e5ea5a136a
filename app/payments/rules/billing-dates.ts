/** Billing dates read as calendar days in UTC, the same on the server and in the browser. */
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

export const formatDay = (iso: string) => day.format(new Date(iso))
