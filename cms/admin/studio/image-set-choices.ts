/** A folder of funnel pictures: what the funnel's relative image names are looked up in. */
export type ImageSet = { id: string; pictures: string[] }

/** A set's name in words: "default" → "Standard set", "v2" → "Set 2", "black-friday" → "Black friday". */
export function imageSetName(id: string): string {
  if (id === 'default') return 'Standard set'
  const numbered = /^v(\d+)$/.exec(id)
  if (numbered) return `Set ${numbered[1]}`
  const words = id.replace(/-+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export const relativePicture = /^(\.\/)?\w[\w.-]*\.(svg|png|jpe?g|webp|gif|avif)$/i

/** The pictures a definition names by file alone (looked up in its image set), each once, in order. */
export function picturesUsed(definition: unknown): string[] {
  const found = new Set<string>()
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (relativePicture.test(value)) found.add(value.replace(/^\.\//, ''))
    } else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') {
      // The settings name the set itself; only screens hold pictures.
      for (const [key, inner] of Object.entries(value)) if (key !== 'imageSet') walk(inner)
    }
  }
  walk((definition as { screens?: unknown } | null)?.screens)
  return [...found]
}

/** A picture's name for a person: "income-growth.svg" → "income growth". */
export const pictureName = (file: string) => file.replace(/\.[a-z]+$/i, '').replace(/[-_]+/g, ' ')

/**
 * What a set means for this funnel: the pictures to preview (the funnel's own first, then the
 * set's others, people's avatars last) and the funnel's pictures the set lacks, which would show empty.
 */
export function imageSetFit(set: ImageSet, used: readonly string[], previews = 4): { previews: string[]; missing: string[] } {
  const has = new Set(set.pictures)
  const own = used.filter((name) => has.has(name))
  const others = set.pictures
    .filter((name) => !own.includes(name))
    .sort((a, b) => Number(a.startsWith('avatar')) - Number(b.startsWith('avatar')))
  return { previews: [...own, ...others].slice(0, previews), missing: used.filter((name) => !has.has(name)) }
}

/** One sentence on a set for this funnel: whether it has the pictures the funnel names. */
export function imageSetStatus(set: ImageSet, used: readonly string[]): string {
  if (set.pictures.length === 0) return 'This set is not on the site: every picture would be missing.'
  if (used.length === 0) return `${set.pictures.length} pictures.`
  const { missing } = imageSetFit(set, used)
  if (missing.length === 0)
    return used.length === 1 ? 'Has the picture this funnel uses.' : `Has all ${used.length} pictures this funnel uses.`
  const names = `${missing.slice(0, 3).map(pictureName).join(', ')}${missing.length > 3 ? '…' : ''}`
  if (used.length === 1) return `Lacks the picture this funnel uses: ${names}${missing.length > 3 ? '' : '.'}`
  return `Lacks ${missing.length} of the ${used.length} pictures this funnel uses: ${names}${missing.length > 3 ? '' : '.'}`
}
