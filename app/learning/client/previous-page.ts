/**
 * Where the student was before this page, for the assistant's "Back to lesson" (spec §4): every app
 * page records its path as it opens (AppShell), however it was reached — a lesson's link, the tab
 * bar, a tip. Kept per tab in sessionStorage; a reload records nothing new.
 */
const key = 'app.pages'

type Pages = { previous: string | null; current: string | null }

function read(): Pages {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<Pages> | null
    return { previous: parsed?.previous ?? null, current: parsed?.current ?? null }
  } catch {
    return { previous: null, current: null }
  }
}

export function recordPage(path: string): void {
  const pages = read()
  if (pages.current === path) return
  try {
    sessionStorage.setItem(key, JSON.stringify({ previous: pages.current, current: path }))
  } catch {
    // Storage refused (private mode, quota): the block then simply follows the `back` link only.
  }
}

/** The page before `here`, whether or not `here` has been recorded yet (effects run child first). */
export function pageBefore(here: string): string | null {
  const pages = read()
  return pages.current === here ? pages.previous : pages.current
}
