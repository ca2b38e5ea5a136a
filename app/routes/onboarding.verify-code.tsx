import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { Button, TextField } from '~/ui'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { AccountStep, fieldError, formProblem } from '~/auth/ui/account-step'
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
  const order = params.get('order')
  const problem = result && 'problem' in result ? result.problem : undefined
  const newCode = `/onboarding/forgot-pass?${new URLSearchParams({ email, ...(order ? { order } : {}) })}`
  return (
    <AccountStep
      title="Enter your code"
      intro={`If an account exists for ${email || 'this email'}, we sent it a 6-digit code. It works for 15 minutes.`}
      problem={formProblem(problem)}
      footer={
        <>
          <span>No email? Check your spam folder, or</span>
          <Link to={newCode}>Send a new code</Link>
        </>
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
        <Button type="submit" block loading={navigation.state === 'submitting'}>
          Continue
        </Button>
      </Form>
    </AccountStep>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
