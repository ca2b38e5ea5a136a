import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { Button, TextField } from '~/ui'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { AccountStep, fieldError, formProblem, isAppSignUp, setPasswordPath } from '~/auth'
import { checkResetCode, checkAppSignUpCode } from '~/auth/index.server'
import { formAction, formObject } from '~/http/form.server'
import { retryAfterHeaders } from '~/http/retry-after-headers'

export const headers = retryAfterHeaders

export const meta: MetaFunction = () => [{ title: 'Enter your code' }]

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(async () => {
    const params = new URL(request.url).searchParams
    const appSignUp = isAppSignUp(params)
    const check = appSignUp ? checkAppSignUpCode : checkResetCode
    const { email, setCookie } = await check(await formObject(request), context.clientIp ?? 'unknown')
    return redirect(setPasswordPath(email, { appSignUp, order: params.get('order') }), { headers: { 'Set-Cookie': setCookie } })
  })
}

export default function VerifyCode() {
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const email = params.get('email') ?? ''
  const appSignUp = isAppSignUp(params)
  const order = params.get('order')
  const problem = result && 'problem' in result ? result.problem : undefined
  const newCode = `/onboarding/forgot-pass?${new URLSearchParams({ email, ...(order ? { order } : {}) })}`
  return (
    <AccountStep
      title={appSignUp ? 'Confirm your email' : 'Enter your code'}
      intro={
        appSignUp
          ? `We sent a 6-digit code to ${email || 'your email'}. It works for 15 minutes.`
          : `If an account exists for ${email || 'this email'}, we sent it a 6-digit code. It works for 15 minutes.`
      }
      problem={formProblem(problem)}
      footer={
        appSignUp ? (
          // A new code is the sign-up request again, for the same email.
          <Form method="post" action="/onboarding/app">
            <span>No email? Check your spam folder, or</span>
            <input type="hidden" name="email" value={email} />
            <Button type="submit" variant="quiet">
              Send a new code
            </Button>
          </Form>
        ) : (
          <>
            <span>No email? Check your spam folder, or</span>
            <Link to={newCode}>Send a new code</Link>
          </>
        )
      }
    >
      <Form method="post" noValidate className="account-form">
        <input type="hidden" name="email" value={email} />
        <TextField
          label="Code"
          name="code"
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          hint="6 digits, from the email we just sent"
          className="account-code"
          error={fieldError(problem?.fieldErrors?.code ?? problem?.fieldErrors?.email)}
        />
        <Button type="submit" block loading={navigation.state === 'submitting' && navigation.formAction?.includes('verify-code')}>
          Continue
        </Button>
      </Form>
    </AccountStep>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
