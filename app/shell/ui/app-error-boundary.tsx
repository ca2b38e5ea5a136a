import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { AppShell } from './app-shell'

/**
 * The signed-in pages' error view: inside the app's frame, so the tab bar stays and the student
 * can go elsewhere (offline, a failed page, a missing course) without a browser back button.
 */
export function AppErrorBoundary() {
  return (
    <AppShell>
      <GeneralErrorBoundary inApp />
    </AppShell>
  )
}
