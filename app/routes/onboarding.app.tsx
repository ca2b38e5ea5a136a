import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { BrandedFrame, ButtonLink, Card } from '~/ui'
import { EmailForm, verifyCodePath } from '~/auth'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { installPlatform, installPlatforms } from '~/pwa/rules/install-platform'
import { InstallSteps, installSteps } from '~/pwa/ui/install-steps'
import { registerServiceWorker } from '~/pwa/client/register-service-worker'
import { requestAppSignUpCode } from '~/auth/index.server'
import { formAction, formObject } from '~/http/form.server'
import { retryAfterHeaders } from '~/http/retry-after-headers'

export const headers = retryAfterHeaders

export const meta: MetaFunction = () => [{ title: 'Install the app · AI Learning' }]

/** `?platform=android|ios`; anything else falls back to the device (app/pwa/rules/install-platform.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  return {
    platform: installPlatform(url.searchParams.get('platform'), request.headers.get('User-Agent')),
    email: url.searchParams.get('email') ?? '',
  }
}

/** App sign-up: an email, then its code (spec §2: the code request adds is_app_onboarding=true). */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(async () => {
    const email = await requestAppSignUpCode(await formObject(request), context.clientIp ?? 'unknown')
    return redirect(verifyCodePath(email, { appSignUp: true }))
  })
}

const labels = { android: 'Android', ios: 'iPhone and iPad' } as const

export default function AppSignUpPage() {
  const { platform, email } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const problem = result && 'problem' in result ? result.problem : undefined
  useEffect(registerServiceWorker, [])
  return (
    <BrandedFrame className="auth-page app-onboarding">
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
      <Card aria-labelledby="app-sign-up-title">
        <h2 id="app-sign-up-title">Create your account</h2>
        <p className="muted">Enter your email and we will send you a 6-digit code. Then you choose a password.</p>
        <EmailForm email={email} problem={problem} submitLabel="Send me a code" className="auth-form" />
      </Card>
      <p>Already have an account?</p>
      <ButtonLink to="/auth/signin" variant="secondary" block>
        Sign in
      </ButtonLink>
    </BrandedFrame>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
