import type React from 'react'
import { useEffect } from 'react'
import { Form, Link, useLocation } from '@remix-run/react'
import { recordPage } from '../client/previous-page'
import { LogOut } from 'lucide-react'
import { registerServiceWorker } from '~/pwa/client/register-service-worker'
import shellStyles from '~/styles/app-shell.css?url'
import pageStyles from '~/styles/learning-pages.css?url'
import { AppTabsNav } from './app-tabs-nav'
import { BrandLogo } from '~/ui/brand-logo'
import { PageSkeleton, RouteProgress } from '~/ui/states'
import { usePendingPage } from './use-pending-page'
import { Toaster } from '~/ui/toast'
import { UiStyles } from '~/ui/ui-styles'
import { BackLink, PageHeader } from '~/ui/page-header'

/**
 * The signed-in app's frame: skip link, brand header, the tab bar (sidebar on desktop) and the page;
 * it installs the service worker (app/pwa). While another page is slow to load, the page gives way to
 * a skeleton under the route progress bar. Its stylesheet is React-hoisted into the head (and
 * inlined there by the server), so only the learning app pays for it, never the funnels.
 */
export function AppShell({
  children,
  title,
  back,
}: {
  children: React.ReactNode
  title?: string
  /** The way back in the app (an installed app has no browser back button). */
  back?: { to: string; label: string }
}) {
  useEffect(registerServiceWorker, [])
  const { pathname } = useLocation()
  const pending = usePendingPage()
  useEffect(() => recordPage(pathname), [pathname])
  return (
    <div className="app">
      <UiStyles />
      <link rel="stylesheet" href={shellStyles} precedence="default" />
      <link rel="stylesheet" href={pageStyles} precedence="default" />
      <RouteProgress />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="app-header">
        <Link className="app-brand" to="/home" prefetch="intent">
          <BrandLogo />
          <span>AI Learning</span>
        </Link>
        <Form method="post" action="/auth/logout" className="app-signout">
          <button type="submit">
            <LogOut size={20} aria-hidden="true" />
            <span>Sign out</span>
          </button>
        </Form>
      </header>
      <AppTabsNav />
      <main id="main" className="app-main" tabIndex={-1}>
        <Toaster>
          {pending ? (
            // The next page is slow to come: its shape now, instead of the page being left.
            <PageSkeleton />
          ) : (
            <>
              {title ? back ? <PageHeader title={title} back={back} /> : <h1>{title}</h1> : back ? <BackLink {...back} /> : null}
              {children}
            </>
          )}
        </Toaster>
      </main>
    </div>
  )
}
