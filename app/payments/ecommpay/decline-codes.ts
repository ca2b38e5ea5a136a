/**
 * Ecommpay's operation codes (callback `operation.code`) mapped to the nearest Solidgate code in
 * ../error-codes.ts, so the student sees one catalogue of messages whichever provider charged.
 *
 * Codes and meanings: Ecommpay "Information about performed payments → Response codes"
 * (https://developers.ecommpay.com/en/en_platform_payment_info_codes.html). 10xxx are card (PSP)
 * declines; 1xx–3xxx are platform checks. Anything not listed maps to undefined and the student
 * gets the catalogue's fallback message.
 */
const nearestSolidgateCode: Readonly<Record<string, string>> = {
  '100': '0.01', // General decline
  '104': '5.01', // Declined by 3DS check
  '108': '2.12', // Customer has not returned from ACS
  '109': '4.08', // Declined by AVS check
  '402': '4.09', // RCS reject (Ecommpay's own anti-fraud)
  '3021': '2.09', // Card expired
  '3041': '5.06', // Payment ID already exists
  '10000': '0.01', // General decline
  '10100': '3.08', // Declined by external provider without explanation (the issuer's "do not honour")
  '10101': '3.03', // Amount or frequency limit
  '10102': '2.01', // Incorrect data entered
  '10103': '2.06', // Incorrect PIN or CVV
  '10104': '5.01', // Incorrect 3DS password
  '10105': '3.02', // Insufficient funds on card
  '10106': '2.09', // Card expired
  '10112': '3.02', // Insufficient funds, retry later
  '10113': '3.02', // Insufficient funds, do not retry
  '10114': '5.01', // Declined by 3DS check
  '10201': '3.05', // Refer to card issuer
  '10202': '6.02', // Issuer inoperative
  '10203': '4.04', // Pick-up card
  '10204': '4.03', // Restrictions for the customer card
  '10205': '3.09', // Not enrolled for 3DS
  '10401': '4.07', // Declined by PSP risk system
  '10402': '4.05', // Suspicious operation
  '10403': '3.09', // Fraud/Security: try again with 3DS
  '10404': '4.05', // Suspected fraud
  '10405': '4.05', // Fraud or closed account
  '10505': '6.02', // PSP system is inoperative
  '10601': '5.03', // Try again
  '10602': '6.02', // Time-out
  '10709': '2.15', // Additional 3DS authentication required
  '10722': '2.15', // SCA mandated (PSD2)
  '10812': '2.08', // Invalid card
  '20000': '0.01', // General decline
}

/** The Solidgate catalogue code nearest to an Ecommpay operation code, or undefined. */
export function ecommpayErrorCode(code: unknown): string | undefined {
  const key = typeof code === 'number' ? String(code) : typeof code === 'string' ? code.trim() : ''
  return Object.hasOwn(nearestSolidgateCode, key) ? nearestSolidgateCode[key] : undefined
}
