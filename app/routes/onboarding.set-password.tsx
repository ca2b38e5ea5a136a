import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { Button, TextField, UiStyles } from '~/ui'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { resetPasswordBuyer } from '~/auth/server/post-purchase.server'
import { finishAppSignUp } from '~/auth/server/app-sign-up.server'
import { isAppOnboarding } from '~/auth/rules/code-steps'
import { passwordFieldRules } from '~/auth/rules/password-field-rules'
import { formAction, formObject } from '~/http/form.server'

export const meta: MetaFunction = () => [{ title: 'Set a new password' }]

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(async () => {
    const params = new URL(request.url).searchParams
    const form = await formObject(request)
    // App sign-up (is_app_onboarding=true) creates the account the code proved; otherwise the password is reset.
    const session = isAppOnboarding(params)
      ? { ...(await finishAppSignUp(request, form, context.clientIp ?? 'unknown')), next: null }
      : await resetPasswordBuyer(request, params.get('order'), form)
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
  const appOnboarding = isAppOnboarding(params)
  const [timeZone, setTimeZone] = useState('')
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''), [])
  const problem = result && 'problem' in result ? result.problem : undefined
  const errors = problem?.fieldErrors ?? {}
  return (
    <main className="auth-page">
      <UiStyles />
      <h1>{appOnboarding ? 'Create your password' : 'Set a new password'}</h1>
      <Form method="post" noValidate className="auth-form">
        {problem && !problem.fieldErrors ? (
          <p role="alert" className="form-error">
            {problem.message || 'Unexpected error'}
          </p>
        ) : null}
        {appOnboarding ? (
          // The code proved this address: it is the account's, not a field to change here.
          <p className="account-email">
            Your account: <strong>{params.get('email')}</strong>
            <input type="hidden" name="email" value={params.get('email') ?? ''} />
          </p>
        ) : (
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={params.get('email') ?? ''}
            error={errors.email?.join(' ')}
          />
        )}
        <TextField
          label={appOnboarding ? 'Password' : 'New password'}
          name="password"
          type="password"
          autoComplete="new-password"
          rules={passwordFieldRules}
          error={errors.password?.join(' ')}
        />
        {appOnboarding ? <input type="hidden" name="timeZone" value={timeZone} /> : null}
        <Button type="submit" block loading={navigation.state === 'submitting'}>
          {appOnboarding ? 'Create account' : 'Save and sign in'}
        </Button>
      </Form>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
