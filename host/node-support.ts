/**
 * Node's release lines and the day each leaves support (https://nodejs.org/en/about/previous-releases).
 * The host says so in one line when it starts on a line past that day: it runs, but gets no more
 * security fixes. 24 is the line the site is built and tested for (package.json `engines`).
 */
const endOfLife: Record<number, string> = {
  18: '2025-04-30',
  20: '2026-04-30',
  22: '2027-04-30',
  24: '2028-04-30',
}

/** One line when `version` (process.version) is past its end of life on `today`, otherwise null. */
export function endOfLifeNotice(version: string, today = new Date()): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1])
  const ended = endOfLife[major] ?? (major < 18 ? 'long ago' : undefined)
  if (!ended) return null
  if (ended !== 'long ago' && today < new Date(`${ended}T00:00:00Z`)) return null
  const since = ended === 'long ago' ? '' : ` on ${ended}`
  return `! Node ${version} left support${since} and gets no security fixes: run the site on Node 24 LTS.`
}
