/**
 * Where the student was before this page, for the assistant's "Back to lesson" (spec §4): every app
 * page records its path as it opens (AppShell), however it was reached — a lesson's link, the tab
 * bar, a tip. Kept per tab in sessionStorage; a reload records nothing new.
 */
const key = 'app.pages'

type Pages = { previous: string | null; current: string | null }

function stored(): Pages {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<Pages> | null
    return { previous: parsed?.previous ?? null, current: parsed?.current ?? null }
  } catch {
    return { previous: null, current: null }
  }
}

function write(pages: Pages): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(pages))
  } catch {
    // Storage refused (private mode, quota): the block then simply follows the `back` link only.
  }
}

let referrerRead = false

/**
 * A page the browser loaded whole (a link tapped before the app was ready, a new tab) never saw the
 * page before it record itself: the same-origin referrer is that page. Read once per document.
 */
function read(): Pages {
  const pages = stored()
  if (referrerRead) return pages
  referrerRead = true
  const from = sameOriginPath(document.referrer)
  if (!from || from === pages.current || from === window.location.pathname) return pages
  const merged = { previous: pages.current, current: from }
  write(merged)
  return merged
}

function sameOriginPath(address: string): string | null {
  try {
    const url = new URL(address)
    return url.origin === window.location.origin ? url.pathname : null
  } catch {
    return null
  }
}

export function recordPage(path: string): void {
  const pages = read()
  if (pages.current === path) return
  write({ previous: pages.current, current: path })
}

/** The page before `here`, whether or not `here` has been recorded yet (effects run child first). */
export function pageBefore(here: string): string | null {
  const pages = read()
  return pages.current === here ? pages.previous : pages.current
}
