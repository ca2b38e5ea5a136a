import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { installPlatform, installPlatforms } from '~/pwa/rules/install-platform'
import { InstallSteps, installSteps } from '~/pwa/ui/install-steps'
import { registerServiceWorker } from '~/pwa/client/register-service-worker'

export const meta: MetaFunction = () => [{ title: 'Install the app · AI Learning' }]

/** `?platform=android|ios`; anything else falls back to the device (app/pwa/rules/install-platform.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  const asked = new URL(request.url).searchParams.get('platform')
  return { platform: installPlatform(asked, request.headers.get('User-Agent')) }
}

const labels = { android: 'Android', ios: 'iPhone and iPad' } as const

export default function AppOnboarding() {
  const { platform } = useLoaderData<typeof loader>()
  useEffect(registerServiceWorker, [])
  return (
    <main className="auth-page app-onboarding">
      <h1>Install AI Learning</h1>
      <p>Keep your lessons one tap away: add the app to your home screen in {installSteps[platform].browser}.</p>
      <nav aria-label="Platform" className="tag-filter">
        {installPlatforms.map((value) => (
          <Link key={value} to={`?platform=${value}`} aria-current={value === platform ? 'page' : undefined} replace>
            {labels[value]}
          </Link>
        ))}
      </nav>
      <h2>On {labels[platform]}</h2>
      <InstallSteps platform={platform} />
      <p>
        <Link className="primary" to="/auth/signin">
          Sign in
        </Link>{' '}
        or <Link to="/auth/signup">create an account</Link>
      </p>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
