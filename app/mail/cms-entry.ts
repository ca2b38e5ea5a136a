/**
 * The one file of app/mail that cms/ may import (an admin entry: scripts/structure/admin-entries.mjs):
 * the mails Payload itself sends — the password-reset mails of
 * students and staff — drawn by the same templates as the product's own, and the plain-text part
 * the email adapter adds to them (Payload sends HTML only). Templates and rendering only: nothing
 * here loads Payload, so the admin's build and the CMS config can import it.
 */
export { emailText, renderEmail } from './templates/render-email'
export { staffPasswordResetEmail } from './templates/staff-password-reset'
export { studentPasswordResetEmail } from './templates/student-password-reset'
