/**
 * Solidgate's card decline codes and what we tell the student about each.
 *
 * Codes and their meanings: Solidgate "Information → Error codes"
 * (https://dev.solidgate.com/developers/documentation/Information) and "Error codes"
 * (https://docs.solidgate.com/payments/payments-insights/error-codes/). 2.17, 3.11, 3.12, 5.12, 6.03
 * and 7.07 are the current page's additions (the spec's invalid coupon, recurring cancelled, closed
 * account, blocked account, processing error and SCA engine error); the numbers come from a public
 * merchant integration's copy of that table, which matches Solidgate's own on every older code.
 * No published number was found for "invalid product ID": it keeps the fallback (where we looked:
 * ../README.md, "Where the numbers come from"). Messages follow the
 * spec's "Payment error codes (user messages)": short, plain, and saying what to do next.
 *
 * Fraud-type declines (stolen, lost, black-listed, anti-fraud) deliberately read as an ordinary
 * bank decline: telling a stranger that a card is flagged helps only the wrong people.
 */

const tryAnotherCard = 'Your bank declined the payment. Please try another card.'
const secureCheck = 'Your bank could not confirm the payment (3D Secure). Please try again or use another card.'
const ourSide = 'We could not process the payment on our side. Please try again later.'
const tryAgain = 'The payment could not be completed. Please try again or use another card.'

export type ErrorFamily = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7'

/** code → [Solidgate's meaning, message for the student] */
export const solidgateErrorCodes: Readonly<Record<string, readonly [meaning: string, message: string]>> = {
  '0.01': ['General decline', tryAnotherCard],
  '0.02': ['Order expired', 'Your payment session expired. Please start the payment again.'],
  '0.03': ['Illegal operation', 'This payment is not allowed for this card. Please use another card.'],
  '1.01': ['Authentication failed', 'We could not confirm it is you. Please try again or use another card.'],

  '2.01': ['Invalid data', 'Some payment details are invalid. Please check them and try again.'],
  '2.02': ['Invalid amount', 'The amount is over the limit for this card. Please check your card limits or contact your bank.'],
  '2.03': ['Invalid currency', 'This currency is not supported for your card. Please use another card.'],
  '2.05': ['Order not found', 'We could not find this order. Please start the payment again.'],
  '2.06': ['Invalid CVV2 code', 'The security code (CVV) is incorrect. Please check it and try again.'],
  '2.07': ['Request is empty', 'Some payment details are missing. Please fill them in and try again.'],
  '2.08': ['Invalid card number', 'The card number is incorrect. Please check it and try again.'],
  '2.09': ['Invalid expiration date', 'The expiry date is incorrect. Please check it and try again.'],
  '2.10': ['Invalid 3DS flow on the merchant side', secureCheck],
  '2.11': ['Invalid 3DS flow on the bank side', secureCheck],
  '2.12': ['Invalid 3DS flow', 'The 3D Secure check was not finished. Please try again and complete it.'],
  '2.13': ['Invalid IP', 'We could not accept a payment from your network. Please try again from another connection.'],
  '2.14': ['Subscription error', 'There is a problem with your subscription. Please contact support.'],
  '2.15': ['SCA require 3D authentication', 'Your bank requires a 3D Secure check. Please try again and complete it.'],
  '2.16': ['Subscription is locked', 'Your subscription is being updated. Please wait a moment and try again.'],
  '2.17': ['Coupon is not active', 'This discount code is no longer valid. Please try again without it.'],

  '3.01': ['Card is blocked', 'Your card is blocked. Please contact your bank or use another card.'],
  '3.02': ['Insufficient funds', 'There are not enough funds on your card. Please top it up or use another card.'],
  '3.03': ['Payment amount limit excess', 'This payment is over your card limit. Please contact your bank or use another card.'],
  '3.04': ['Transaction declined by issuer', tryAnotherCard],
  '3.05': ['Call your bank', 'Your bank declined the payment. Please contact your bank or use another card.'],
  '3.06': ['Debit card not supported', 'Debit cards are not supported here. Please use a credit card.'],
  '3.07': ['Card brand is not supported', 'This card type is not supported. Please use another card.'],
  '3.08': ['Do not honour', tryAnotherCard],
  '3.09': ['3D-Secure authentication required', 'Your bank requires a 3D Secure check. Please try again and complete it.'],
  '3.10': ['Suspected fraud', tryAnotherCard],
  '3.11': [
    'Recurring payment cancelled',
    'Your bank has stopped recurring payments on this card. Please contact your bank or use another card.',
  ],
  '3.12': ['Closed user account', 'The account behind this card is closed. Please use another card.'],

  '4.01': ['Card is in a black list', tryAnotherCard],
  '4.02': ['Stolen card', tryAnotherCard],
  '4.03': ['Restricted card', 'Your card cannot be used for this payment. Please use another card.'],
  '4.04': ['Lost card', tryAnotherCard],
  '4.05': ['Suspected fraud', tryAnotherCard],
  '4.06': ['Blocked by country/IP', 'Payments from your location are not accepted. Please use another card.'],
  '4.07': ['Trusted antifraud system', tryAnotherCard],
  '4.08': ['AVS mismatch', 'Your billing address does not match your card. Please check it or use another card.'],
  '4.09': ['Solid antifraud engine', tryAnotherCard],

  '5.01': ['3D secure verification failed', secureCheck],
  '5.02': ['Invalid card token', 'Your saved card could not be used. Please enter your card details again.'],
  '5.03': ['Application error', tryAgain],
  '5.04': ['Merchant is not configured correctly', ourSide],
  '5.05': ['Merchant is not activated yet', ourSide],
  '5.06': ['Duplicate order', 'This payment was already made. Please check your email or account before paying again.'],
  '5.07': ['Exceeded API calls limits', 'Too many attempts. Please wait a minute and try again.'],
  '5.08': ['Invalid transaction', tryAgain],
  '5.09': ['Merchant not found', ourSide],
  '5.10': ['Processor does not support requested API method', 'This payment method is not supported. Please use another card.'],
  '5.11': ['Invalid routing', ourSide],
  '5.12': ['Account is blocked', 'Payments with this card are blocked. Please contact your bank or use another card.'],

  '6.01': ['Unknown decline code', tryAnotherCard],
  '6.02': ['Connection error', 'The connection to your bank failed. Please try again.'],
  '6.03': ['Processing issue', 'The payment could not be processed just now. Please try again in a few minutes.'],

  '7.01': ['Card token not found', 'Your saved card could not be found. Please enter your card details again.'],
  '7.02': ['Google payment error', 'Google Pay could not complete the payment. Please try again or pay by card.'],
  '7.03': ['Smart cascade decline', tryAnotherCard],
  '7.04': ['3DS cascade to 2D', tryAgain],
  '7.05': ['Apple online payment error', 'Apple Pay could not complete the payment. Please try again or pay by card.'],
  '7.06': ['Token generation error', tryAgain],
  '7.07': ['SCA engine error', 'The bank security check could not run. Please try again in a moment.'],
}

export const fallbackPaymentError = 'Payment failed. Please try again or use a different card.'

/** The student-facing message for a Solidgate code; anything unknown or missing gets the fallback. */
export function paymentErrorMessage(code: string | undefined): string {
  const key = code?.trim() ?? ''
  // hasOwn, so that 'constructor' or 'toString' never read the prototype
  return Object.hasOwn(solidgateErrorCodes, key) ? solidgateErrorCodes[key]![1] : fallbackPaymentError
}

export function errorFamily(code: string): ErrorFamily | undefined {
  const family = /^([0-7])\.\d{2}$/.exec(code)?.[1]
  return family as ErrorFamily | undefined
}
