import { type Currency, currencyForCountry } from './money'

/** Headers a CDN or host sets with the visitor's country, most trusted first. */
export const countryHeaders = ['cf-ipcountry', 'x-vercel-ip-country', 'x-country-code'] as const

/**
 * The visitor's country: `?country=` wins (marketers and tests pick a market by link), else the
 * first country header present. Codes are two letters; anything else counts as unknown.
 */
export function requestCountry(request: Request): string | undefined {
  const fromQuery = new URL(request.url).searchParams.get('country')
  const candidates = [fromQuery, ...countryHeaders.map((name) => request.headers.get(name))]
  for (const candidate of candidates) {
    const code = candidate?.trim().toUpperCase()
    if (code && /^[A-Z]{2}$/.test(code)) return code
  }
  return undefined
}

export function requestCurrency(request: Request): Currency {
  return currencyForCountry(requestCountry(request))
}
