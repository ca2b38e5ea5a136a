import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { FieldErrors } from '~/ui/field-errors'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { requestPasswordReset } from '~/auth/server/password-reset.server'
import { formAction, formObject } from '~/http/form.server'
import { verifyCodePath } from '~/auth/rules/code-steps'

export const meta: MetaFunction = () => [{ title: 'Forgot password' }]

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(async () => {
    const email = await requestPasswordReset(await formObject(request), context.clientIp ?? 'unknown')
    const order = new URL(request.url).searchParams.get('order')
    // A buyer's order rides along to set-password, where it joins the account.
    return redirect(verifyCodePath(email, { order }))
  })
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const problem = result && 'problem' in result ? result.problem : undefined
  return (
    <main className="auth-page">
      <h1>Forgot password?</h1>
      <p>Enter your email and we will send you a 6-digit code.</p>
      <Form method="post" className="auth-form">
        {problem && !problem.fieldErrors ? (
          <p role="alert" className="form-error">
            {problem.message || 'Unexpected error'}
          </p>
        ) : null}
        <label>
          Email
          <input
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={params.get('email') ?? ''}
            aria-describedby="email-errors"
          />
        </label>
        <FieldErrors id="email-errors" errors={problem?.fieldErrors?.email} />
        <button type="submit" className="primary" disabled={navigation.state === 'submitting'}>
          Send code
        </button>
      </Form>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
