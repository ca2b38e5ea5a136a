import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { Button, TextField, UiStyles } from '~/ui'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { checkResetCode } from '~/auth/server/password-reset.server'
import { checkAppSignUpCode } from '~/auth/server/app-sign-up.server'
import { isAppOnboarding, setPasswordPath } from '~/auth/rules/code-steps'
import { formAction, formObject } from '~/http/form.server'

export const meta: MetaFunction = () => [{ title: 'Enter your code' }]

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(async () => {
    const params = new URL(request.url).searchParams
    const appOnboarding = isAppOnboarding(params)
    const check = appOnboarding ? checkAppSignUpCode : checkResetCode
    const { email, setCookie } = await check(await formObject(request), context.clientIp ?? 'unknown')
    return redirect(setPasswordPath(email, { appOnboarding, order: params.get('order') }), { headers: { 'Set-Cookie': setCookie } })
  })
}

export default function VerifyCode() {
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const email = params.get('email') ?? ''
  const appOnboarding = isAppOnboarding(params)
  const problem = result && 'problem' in result ? result.problem : undefined
  return (
    <main className="auth-page">
      <UiStyles />
      <h1>{appOnboarding ? 'Confirm your email' : 'Enter your code'}</h1>
      <p>
        {appOnboarding
          ? `We sent a 6-digit code to ${email || 'your email'}. It expires in 15 minutes.`
          : `If an account exists for ${email || 'this email'}, we sent it a 6-digit code. It expires in 15 minutes.`}
      </p>
      <Form method="post" noValidate className="auth-form">
        {problem && !problem.fieldErrors ? (
          <p role="alert" className="form-error">
            {problem.message || 'Unexpected error'}
          </p>
        ) : null}
        <input type="hidden" name="email" value={email} />
        <TextField
          label="Code"
          name="code"
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          error={(problem?.fieldErrors?.code ?? problem?.fieldErrors?.email)?.join(' ')}
        />
        <Button type="submit" block loading={navigation.state === 'submitting' && navigation.formAction?.includes('verify-code')}>
          Continue
        </Button>
      </Form>
      {appOnboarding ? (
        // A new code is the sign-up request again, for the same email.
        <Form method="post" action="/onboarding/app">
          <input type="hidden" name="email" value={email} />
          <Button type="submit" variant="quiet">
            Send a new code
          </Button>
        </Form>
      ) : (
        <p>
          <Link
            to={`/onboarding/forgot-pass?${new URLSearchParams({ email, ...(params.get('order') ? { order: params.get('order')! } : {}) })}`}
          >
            Send a new code
          </Link>
        </p>
      )}
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
