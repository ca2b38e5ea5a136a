import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Link, useActionData, useSearchParams } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { AccountStep, formProblem, EmailForm, verifyCodePath } from '~/auth'
import { requestPasswordReset } from '~/auth/index.server'
import { formAction, formObject } from '~/http/form.server'
import { retryAfterHeaders } from '~/http/retry-after-headers'

export const headers = retryAfterHeaders

export const meta: MetaFunction = () => [{ title: 'Forgot password' }]

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(async () => {
    const email = await requestPasswordReset(await formObject(request), context.clientIp ?? 'unknown')
    const order = new URL(request.url).searchParams.get('order')
    // A buyer's order id rides along for the links back; the order joins at set-password because this browser bought it.
    return redirect(verifyCodePath(email, { order }))
  })
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>()
  const [params] = useSearchParams()
  const problem = result && 'problem' in result ? result.problem : undefined
  const signIn = params.get('email') ? `/auth/signin?${new URLSearchParams({ email: params.get('email')! })}` : '/auth/signin'
  return (
    <AccountStep
      title="Forgot password?"
      intro="Enter the email you signed up with and we will send you a 6-digit code to set a new password."
      problem={formProblem(problem)}
      footer={<Link to={signIn}>Back to sign in</Link>}
    >
      <EmailForm email={params.get('email') ?? ''} problem={problem} submitLabel="Send code" frameShowsProblem />
    </AccountStep>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
