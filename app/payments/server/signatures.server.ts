import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Request and callback signatures for both card providers. Server-only: it handles secret keys.
 *
 * Solidgate — "Access to API → Generate signature"
 * (https://docs.solidgate.com/payments/integrate/access-to-api/): base64 of the *hex* HMAC-SHA512,
 * keyed with the secret key, over publicKey + jsonBody + publicKey. Webhooks are signed the same
 * way with the webhook key pair (wh_pk_/wh_sk_). Cross-checked against solidgate-tech/nodejs-sdk.
 *
 * Ecommpay — "Signature generation and verification"
 * (https://developers.ecommpay.com/en/en_PP_Authentication.html): every scalar becomes
 * "path:value" (nested keys joined by ':'), booleans become 1/0 and null an empty value, the
 * pairs are sorted, joined by ';', and signed with HMAC-SHA512 (base64 of the raw digest).
 * The details below follow ITECOMMPAY/paymentpage-sdk-php (natural sort of the full paths, ':'
 * inside a key doubled, frame_mode never signed); the JS SDK agrees except for arrays of ten or
 * more items, where it sorts indices as text.
 */

/** Compares two signatures without leaking where they differ. */
function sameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(received)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** `body` must be the exact JSON text sent or received: re-serialising changes the signature. */
export function solidgateSignature(merchantId: string, body: string, secretKey: string): string {
  const hex = createHmac('sha512', secretKey)
    .update(merchantId + body + merchantId)
    .digest('hex')
  return Buffer.from(hex).toString('base64')
}

export function verifySolidgateSignature(
  merchantId: string,
  body: string,
  secretKey: string,
  signature: string | null | undefined,
): boolean {
  if (!signature) return false
  return sameSignature(solidgateSignature(merchantId, body, secretKey), signature)
}

export type SignableValue = string | number | boolean | null | undefined | SignableValue[] | { [key: string]: SignableValue }
export type SignableParams = { [key: string]: SignableValue }

const unsignedKeys = new Set(['frame_mode'])

function flatten(value: SignableValue, path: string, out: Map<string, string>): void {
  if (value === undefined) return // absent from JSON, so absent from what the provider signs
  if (Array.isArray(value) || (value !== null && typeof value === 'object')) {
    for (const [key, child] of Object.entries(value)) {
      if (unsignedKeys.has(key)) continue
      const safeKey = key.replaceAll(':', '::')
      flatten(child, path ? `${path}:${safeKey}` : safeKey, out)
    }
    return
  }
  const text = value === null ? '' : typeof value === 'boolean' ? (value ? '1' : '0') : String(value)
  out.set(path, `${path}:${text}`)
}

/** Natural order, as PHP's strnatcmp: runs of digits compare as numbers ("e:2" before "e:10"). */
export function naturalCompare(a: string, b: string): number {
  const chunks = (s: string) => s.match(/\d+|\D+/g) ?? []
  const left = chunks(a)
  const right = chunks(b)
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i]!
    const y = right[i]!
    if (x === y) continue
    if (/^\d/.test(x) && /^\d/.test(y)) {
      const [nx, ny] = [x.replace(/^0+(?=\d)/, ''), y.replace(/^0+(?=\d)/, '')]
      if (nx.length !== ny.length) return nx.length - ny.length
      if (nx !== ny) return nx < ny ? -1 : 1
      continue
    }
    return x < y ? -1 : 1
  }
  return left.length - right.length
}

/** The text Ecommpay signs; exported so tests and support can see exactly what was signed. */
export function ecommpayStringToSign(params: SignableParams): string {
  const pairs = new Map<string, string>()
  flatten(params, '', pairs)
  return [...pairs.keys()]
    .sort(naturalCompare)
    .map((path) => pairs.get(path))
    .join(';')
}

/** Signs Payment Page parameters; `params` must not contain the signature itself. */
export function ecommpaySignature(params: SignableParams, secretKey: string): string {
  return createHmac('sha512', secretKey).update(ecommpayStringToSign(params)).digest('base64')
}

/** Removes every "signature" key, at any depth, as both official SDKs do before re-signing. */
function withoutSignatures(value: SignableValue): SignableValue {
  if (Array.isArray(value)) return value.map(withoutSignatures)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'signature')
      .map(([key, child]) => [key, withoutSignatures(child)]),
  )
}

function isParams(value: unknown): value is SignableParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Checks a callback: its signature sits at the top level or under `general`; the rest of the
 * body, minus every signature field, is signed as a request would be. Malformed input is false.
 */
export function verifyEcommpaySignature(body: string | SignableParams, secretKey: string): boolean {
  let data: unknown = body
  if (typeof body === 'string') {
    try {
      data = JSON.parse(body)
    } catch {
      return false
    }
  }
  if (!isParams(data)) return false
  const general = data.general
  const signature = data.signature ?? (isParams(general) ? general.signature : undefined)
  if (typeof signature !== 'string' || signature === '') return false
  const unsigned = withoutSignatures(data) as SignableParams
  return sameSignature(ecommpaySignature(unsigned, secretKey), signature)
}
