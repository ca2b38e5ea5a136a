import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { LandingSetEmail } from '~/landing'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { signUp } from '~/auth/index.server'
import { signUpKeptFields } from '~/auth'
import { formAction, formObject } from '~/http/form.server'
import { retryAfterHeaders } from '~/http/retry-after-headers'

export const headers = retryAfterHeaders

export const meta: MetaFunction = () => [{ title: 'Create your account' }, { name: 'robots', content: 'noindex' }]

/** Sign-up success goes to the paywall, with the landing's query string (spec §2 Redirects). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await formObject(request)
  return formAction(
    async () => {
      const session = await signUp(form, request, context.clientIp ?? 'unknown')
      return redirect(`/luck/paywall${new URL(request.url).search}`, { status: 303, headers: { 'Set-Cookie': session.setCookie } })
    },
    { from: form, fields: signUpKeptFields },
  )
}

export default function SetEmail() {
  return <LandingSetEmail landing="luck" />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
