import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from '@remix-run/react'
import type React from 'react'
import { GeneralErrorBoundary } from './ui/error-boundary'
import { useNonce } from './http/nonce-context'
import { displayModeCookie, launchContext } from './learning/rules/launch-context'
import { routeAccess } from './learning/rules/route-access'
import { platformSetCookie } from './http/platform-cookie.server'
import { getStudent } from './auth/server/session.server'
import appStyles from './styles/app.css?url'
import learningStyles from './styles/learning.css?url'

/**
 * The route guard (spec §2) for every page: visitors on private pages go to sign-in (or the app
 * onboarding when installed), students on entry and sign-in pages go home. API routes are resource
 * routes and never reach this loader; they answer 401 themselves.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const context = launchContext(url, request.headers.get('Cookie'))
  const student = await getStudent(request)
  const decision = routeAccess(url.pathname, { signedIn: Boolean(student), ...context })
  if (!decision.allow) throw redirect(decision.redirectTo)
  const asked = url.searchParams.get('platform')
  const headers: HeadersInit = asked && asked === context.platform ? { 'Set-Cookie': platformSetCookie(asked) } : {}
  return data({ signedIn: Boolean(student) }, { headers })
}

// An installed web app says so through a cookie the server reads on the next request.
const displayModeScript = `try{if(matchMedia('(display-mode: standalone)').matches)document.cookie='${displayModeCookie}=standalone; path=/; SameSite=Lax'}catch(e){}`

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: appStyles, precedence: 'default' },
  { rel: 'stylesheet', href: learningStyles, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0f172a" />
        <Meta />
        <Links />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: displayModeScript }} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
