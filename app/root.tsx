import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import type { ShouldRevalidateFunction } from '@remix-run/react'
import { data, redirect } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import type React from 'react'
import { Suspense, useEffect } from 'react'
import { GeneralErrorBoundary } from './ui/error-boundary'
import { useNonce } from './http/nonce-context'
import { displayModeCookie, launchContext } from './core/launch-context'
import { routeAccess } from './core/route-access'
import { rootDataHolds } from '~/learning'
import { LazyAppErrorBoundary, rootErrorInApp } from '~/shell'
import { platformSetCookie } from './http/platform-cookie.server'
import { getStudent } from './core/session.server'
import { manifestPath, themeColor } from './pwa/rules/brand'
import appStyles from './styles/app.css?url'
import learningStyles from './styles/learning.css?url'
import { translationFor } from '~/flags/index.server'
import { domGuardScript } from '~/flags'

/**
 * The route guard (spec §2) for every page: visitors on private pages go to sign-in (or the app
 * onboarding when installed), students on entry and sign-in pages go home. API routes are resource
 * routes and never reach this loader; they answer 401 themselves.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const launch = launchContext(url, request.headers.get('Cookie'))
  const student = await getStudent(request, context)
  const decision = routeAccess(url.pathname, { signedIn: Boolean(student), ...launch })
  if (!decision.allow) throw redirect(decision.redirectTo)
  const asked = url.searchParams.get('platform')
  const headers: HeadersInit = asked && asked === launch.platform ? { 'Set-Cookie': platformSetCookie(asked) } : {}
  const translation = student ? await translationFor(request, student) : null
  return data({ signedIn: Boolean(student), translation }, { headers })
}

/** Between signed-in pages the root's data holds; a failed move (offline) then stays in the app's frame. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => (rootDataHolds(args) ? false : args.defaultShouldRevalidate)

/**
 * An installed web app says so through a cookie the server reads on the next request (decision 003);
 * iOS home-screen apps also answer `navigator.standalone`. A page in a browser tab drops the cookie,
 * so a browser sharing the app's cookies is not taken for the app after it.
 */
const displayModeScript = `try{var s=matchMedia('(display-mode: standalone)').matches||navigator.standalone===true;if(s||/(^|; )${displayModeCookie}=/.test(document.cookie))document.cookie='${displayModeCookie}='+(s?'standalone':'')+'; path=/; SameSite=Lax'+(s?'':'; max-age=0')}catch(e){}`

/** A route whose `handle` says `{ hydrate: false }` is served without the framework's scripts (the offline page). */
function useHydrate(): boolean {
  return !useMatches().some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false)
}

/** Pages name themselves; a page that failed before it could (no such page, offline) still has a title. */
export const meta: MetaFunction = ({ error }) =>
  error ? [{ title: isRouteErrorResponse(error) && error.status === 404 ? 'Page not found · AI Learning' : 'AI Learning' }] : []

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: appStyles, precedence: 'default' },
  { rel: 'stylesheet', href: learningStyles, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: manifestPath },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const hydrate = useHydrate()
  // Signed-in pages only (google_translate_disabled is a student's flag); visitors' pages stay as they are.
  const translation = useRouteLoaderData<typeof loader>('root')?.translation
  return (
    <html lang="en" translate={translation?.page}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={themeColor} />
        {translation?.noTranslateMeta ? <meta name="google" content="notranslate" /> : null}
        {translation?.domGuard ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: domGuardScript }} /> : null}
        <Meta />
        <Links />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: displayModeScript }} />
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  )
}

export default function App() {
  // The page's JavaScript starts after its first paint (docs/decisions/008): `data-hydrated` says
  // its controls now respond. End-to-end tests wait for it before pressing a JavaScript-only button.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return <Outlet />
}

export function ErrorBoundary() {
  const signedIn = useRouteLoaderData<typeof loader>('root')?.signedIn === true
  const { pathname } = useLocation()
  const answered = isRouteErrorResponse(useRouteError())
  if (!rootErrorInApp({ signedIn, pathname, answered })) return <GeneralErrorBoundary />
  return (
    <Suspense fallback={<GeneralErrorBoundary />}>
      <LazyAppErrorBoundary />
    </Suspense>
  )
}
