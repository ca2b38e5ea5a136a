import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { Button, TextField } from '~/ui'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { AccountStep, fieldError, formProblem, passwordFieldRules, isAppSignUp } from '~/auth'
import { finishAppSignUp, setPasswordWithProof } from '~/auth/index.server'
import { formAction, formObject } from '~/http/form.server'
import { retryAfterHeaders } from '~/http/retry-after-headers'

export const headers = retryAfterHeaders

export const meta: MetaFunction = () => [{ title: 'Set a new password' }]

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(async () => {
    const params = new URL(request.url).searchParams
    const form = await formObject(request)
    // App sign-up (is_app_onboarding=true) creates the account the code proved; otherwise the password is reset.
    const session = isAppSignUp(params)
      ? await finishAppSignUp(request, form, context.clientIp ?? 'unknown')
      : await setPasswordWithProof(request, form)
    const headers = new Headers([
      ['Set-Cookie', session.setCookie],
      ['Set-Cookie', session.clearProof],
    ])
    return redirect(session.next ?? '/home', { headers })
  })
}

export default function SetPassword() {
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const appSignUp = isAppSignUp(params)
  const [timeZone, setTimeZone] = useState('')
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''), [])
  const problem = result && 'problem' in result ? result.problem : undefined
  const errors = problem?.fieldErrors ?? {}
  // The code step passes the email on: shown as words (a long address fits), sent as a hidden field.
  const email = params.get('email') ?? ''
  return (
    <AccountStep
      title={appSignUp ? 'Create your password' : 'Set a new password'}
      intro={
        appSignUp
          ? `Your email is confirmed. Choose a password for ${email}; you will be signed in right after.`
          : email
            ? `Your code checked out. Choose a new password for ${email}; you will be signed in right after.`
            : 'Your code checked out. Choose a new password; you will be signed in right after.'
      }
      problem={formProblem(problem) ?? (email ? fieldError(errors.email) : undefined)}
    >
      <Form method="post" noValidate className="account-form">
        {email ? (
          <input type="hidden" name="email" value={email} autoComplete="username" />
        ) : (
          <TextField label="Email" name="email" type="email" autoComplete="email" error={fieldError(errors.email)} />
        )}
        <TextField
          label={appSignUp ? 'Password' : 'New password'}
          name="password"
          type="password"
          autoComplete="new-password"
          rules={passwordFieldRules}
          error={fieldError(errors.password)}
        />
        {appSignUp ? <input type="hidden" name="timeZone" value={timeZone} /> : null}
        <Button type="submit" block loading={navigation.state === 'submitting'}>
          {appSignUp ? 'Create account' : 'Save and sign in'}
        </Button>
      </Form>
    </AccountStep>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
