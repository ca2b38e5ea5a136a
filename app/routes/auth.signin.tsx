import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { FieldErrors } from '~/ui/field-errors'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { safeRedirect } from '~/learning/rules/route-access'
import { signIn } from '~/auth/server/auth.server'
import { formAction, formObject } from '~/http/form.server'
import { publicUrl } from '~/http/public-url.server'

export const meta: MetaFunction = () => [{ title: 'Sign in' }]

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(async () => {
    const form = await formObject(request)
    const session = await signIn(form, context.clientIp ?? 'unknown')
    return redirect(safeRedirect(form.redirectTo, '/home', publicUrl()), { headers: { 'Set-Cookie': session.setCookie } })
  })
}

export default function SignIn() {
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const problem = result && 'problem' in result ? result.problem : undefined
  const errors = problem?.fieldErrors ?? {}
  return (
    <main className="auth-page">
      <h1>Sign in</h1>
      <Form method="post" className="auth-form">
        {problem && !problem.fieldErrors ? (
          <p role="alert" className="form-error">
            {problem.message}
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
          Password
          <input name="password" type="password" required autoComplete="current-password" aria-describedby="password-errors" />
        </label>
        <FieldErrors id="password-errors" errors={errors.password} />
        <p>
          <Link to="/onboarding/forgot-pass">Forgot password?</Link>
        </p>
        <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? ''} />
        <button type="submit" className="primary" disabled={navigation.state === 'submitting'}>
          Sign in
        </button>
      </Form>
      <p>
        New here? <Link to="/auth/signup">Create an account</Link>
      </p>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
