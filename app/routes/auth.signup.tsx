import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Link, useActionData } from '@remix-run/react'
import { AccountStep, SignUpForm, signUpKeptFields } from '~/auth'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { signUp } from '~/auth/index.server'
import { formAction, formObject } from '~/http/form.server'
import { retryAfterHeaders } from '~/http/retry-after-headers'

export const headers = retryAfterHeaders

export const meta: MetaFunction = () => [{ title: 'Create your account' }]

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await formObject(request)
  return formAction(
    async () => {
      const session = await signUp(form, request, context.clientIp ?? 'unknown')
      return redirect(session.next ?? '/home', { headers: { 'Set-Cookie': session.setCookie } })
    },
    { from: form, fields: signUpKeptFields },
  )
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
      <SignUpForm
        problem={result && 'problem' in result ? result.problem : undefined}
        values={result && 'values' in result ? result.values : undefined}
        className="account-form"
      />
    </AccountStep>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
