import { type Currency, currencyForCountry } from '../intl/currency'

/** Headers a CDN or host sets with the visitor's country, most trusted first. */
export const countryHeaders = ['cf-ipcountry', 'x-vercel-ip-country', 'x-country-code'] as const

/**
 * The visitor's country: `?country=` wins (marketers and tests pick a market by link), else the
 * first country header present. Codes are two letters; anything else counts as unknown.
 */
export function requestCountry(request: Request): string | undefined {
  return countryOf(new URL(request.url), (name) => request.headers.get(name))
}

/** The same, from a URL and a header reader (for code that has no Fetch Request at hand). */
export function countryOf(url: URL, header: (name: string) => string | null | undefined): string | undefined {
  const candidates = [url.searchParams.get('country'), ...countryHeaders.map(header)]
  for (const candidate of candidates) {
    const code = candidate?.trim().toUpperCase()
    if (code && /^[A-Z]{2}$/.test(code)) return code
  }
  return undefined
}

export function requestCurrency(request: Request): Currency {
  return currencyForCountry(requestCountry(request))
}
