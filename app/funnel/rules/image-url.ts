/**
 * A funnel image: an absolute path or URL as it is, otherwise a file name in the funnel's image
 * set, so a variant swaps every picture by changing `settings.imageSet`.
 */
export function imageUrl(name: string, imageSet: string): string {
  if (/^(\/|https?:\/\/|data:)/.test(name)) return name
  return `/images/funnels/${imageSet}/${name.replace(/^\.\//, '')}`
}
