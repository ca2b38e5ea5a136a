/** What the app shell knows of a navigation under way (Remix's useNavigation, reduced). */
export type PendingNavigation = { state: 'idle' | 'loading' | 'submitting'; pathname: string | null; formMethod: string | null }

/** How long a page may take before its skeleton replaces it: fast pages never flash one. */
export const skeletonDelayMs = 250

/**
 * A page shows the next page's skeleton only while the student is going to another page: not while
 * a form is sent (its button shows that) nor when the same page only changes its query (a lesson's
 * next part, a course filter), where the page stays and the progress bar alone says it is loading.
 */
export function awaitsAnotherPage(navigation: PendingNavigation, currentPathname: string): boolean {
  return (
    navigation.state === 'loading' &&
    navigation.formMethod === null &&
    navigation.pathname !== null &&
    navigation.pathname !== currentPathname
  )
}
