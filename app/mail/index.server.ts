// The server half of app/mail/'s public entry (its *.server modules); the rest is index.ts.
export { mailWelcome } from './server/account-mail.server'
export { renderCodeEmail } from './server/code-mail.server'
export { mailOnPaymentEvents } from './server/payment-mail.server'
export { owedWelcomeTask, promiseWelcome, sendOwedWelcome } from './server/owed-welcome.server'
export { mailEveryMs, runMailJob } from './server/mail-job.server'
