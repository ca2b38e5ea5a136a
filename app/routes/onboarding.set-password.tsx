import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { FieldErrors } from '~/ui/field-errors'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { resetPasswordBuyer } from '~/auth/server/post-purchase.server'
import { passwordConstraints } from '@schemas/auth/password-rules'
import { formAction, formObject } from '~/http/form.server'

export const meta: MetaFunction = () => [{ title: 'Set a new password' }]

export async function action({ request }: ActionFunctionArgs) {
  return formAction(async () => {
    const order = new URL(request.url).searchParams.get('order')
    const session = await resetPasswordBuyer(request, order, await formObject(request))
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
  const problem = result && 'problem' in result ? result.problem : undefined
  const errors = problem?.fieldErrors ?? {}
  return (
    <main className="auth-page">
      <h1>Set a new password</h1>
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
        <FieldErrors id="email-errors" errors={errors.email} />
        <label>
          New password
          <input name="password" type="password" autoComplete="new-password" {...passwordConstraints} aria-describedby="password-errors" />
        </label>
        <FieldErrors id="password-errors" errors={errors.password} />
        <button type="submit" className="primary" disabled={navigation.state === 'submitting'}>
          Save and sign in
        </button>
      </Form>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
