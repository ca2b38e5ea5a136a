/**
 * Query parameters that ads and campaigns add to a link: `utm_*` and the networks' click ids. They
 * are read by attribution only, never by what a page shows, so a page's HTML is the same with or
 * without them — which lets the first screen be served from memory to every ad click
 * (host/page-cache.ts) although each click carries its own click id.
 */
const clickIds = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'gclsrc',
  'ttclid',
  'msclkid',
  'twclid',
  'li_fat_id',
  'yclid',
  'sccid',
  'epik',
  'rdt_cid',
  'irclickid',
  'mc_cid',
  'mc_eid',
])

export function isAdParam(name: string): boolean {
  return name.startsWith('utm_') || clickIds.has(name)
}

/** `search` without ad parameters, as `?a=1&b=2` or '' (for links and form actions the page renders). */
export function withoutAdParams(search: string): string {
  const params = new URLSearchParams(search)
  for (const name of [...params.keys()]) if (isAdParam(name)) params.delete(name)
  const query = params.toString()
  return query ? `?${query}` : ''
}
