/**
 * The intro lesson's midway popup (spec §2): once the student reaches the middle section, a word of
 * encouragement, once per lesson visit (session storage). Lessons of fewer than 3 sections have no
 * middle worth pausing at.
 */
export function midwaySection(count: number): number | null {
  return count >= 3 ? Math.floor(count / 2) : null
}

/** At or past the middle section and not yet finished (index === count is the done page). */
export function isMidway(index: number, count: number): boolean {
  const middle = midwaySection(count)
  return middle !== null && index >= middle && index < count
}

export const midwayShownKey = (lessonId: string | number) => `intro-midway-shown:${lessonId}`
