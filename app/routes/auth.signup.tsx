import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Link, useActionData } from '@remix-run/react'
import { AccountStep, SignUpForm } from '~/auth'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { signUp } from '~/auth/index.server'
import { formAction, formObject } from '~/http/form.server'
import { retryAfterHeaders } from '~/http/retry-after-headers'

export const headers = retryAfterHeaders

export const meta: MetaFunction = () => [{ title: 'Create your account' }]

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(async () => {
    const session = await signUp(await formObject(request), request, context.clientIp ?? 'unknown')
    return redirect(session.next ?? '/home', { headers: { 'Set-Cookie': session.setCookie } })
  })
}

export default function SignUp() {
  const result = useActionData<typeof action>()
  return (
    <AccountStep
      title="Create your account"
      footer={
        <>
          <span>Already have an account?</span>
          <Link to="/auth/signin">Sign in</Link>
        </>
      }
    >
      <SignUpForm problem={result && 'problem' in result ? result.problem : undefined} className="account-form" />
    </AccountStep>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
