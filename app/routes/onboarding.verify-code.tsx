import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { FieldErrors } from '~/ui/field-errors'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { checkResetCode } from '~/auth/server/password-reset.server'
import { formAction, formObject } from '~/http/form.server'

export const meta: MetaFunction = () => [{ title: 'Enter your code' }]

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(async () => {
    const { email, setCookie } = await checkResetCode(await formObject(request), context.clientIp ?? 'unknown')
    const order = new URL(request.url).searchParams.get('order')
    return redirect(`/onboarding/set-password?${new URLSearchParams({ email, ...(order ? { order } : {}) })}`, {
      headers: { 'Set-Cookie': setCookie },
    })
  })
}

export default function VerifyCode() {
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const email = params.get('email') ?? ''
  const problem = result && 'problem' in result ? result.problem : undefined
  return (
    <main className="auth-page">
      <h1>Enter your code</h1>
      <p>If an account exists for {email || 'this email'}, we sent it a 6-digit code. It expires in 15 minutes.</p>
      <Form method="post" className="auth-form">
        {problem && !problem.fieldErrors ? (
          <p role="alert" className="form-error">
            {problem.message || 'Unexpected error'}
          </p>
        ) : null}
        <input type="hidden" name="email" value={email} />
        <label>
          Code
          <input
            name="code"
            inputMode="numeric"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            autoComplete="one-time-code"
            aria-describedby="code-errors"
          />
        </label>
        <FieldErrors id="code-errors" errors={problem?.fieldErrors?.code ?? problem?.fieldErrors?.email} />
        <button type="submit" className="primary" disabled={navigation.state === 'submitting'}>
          Continue
        </button>
      </Form>
      <p>
        <Link
          to={`/onboarding/forgot-pass?${new URLSearchParams({ email, ...(params.get('order') ? { order: params.get('order')! } : {}) })}`}
        >
          Send a new code
        </Link>
      </p>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
