import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { FieldErrors } from '~/components/app/field-errors'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { type FieldErrors as Errors, fieldErrors, passwordConstraints, signUpSchema } from '~/learning/password-rules'
import { signUp } from '~/models/auth.server'
import { formAction, formObject } from '~/models/form.server'

export const meta: MetaFunction = () => [{ title: 'Create your account' }]

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(async () => {
    const session = await signUp(await formObject(request), request, context.clientIp ?? 'unknown')
    return redirect('/home', { headers: { 'Set-Cookie': session.setCookie } })
  })
}

export default function SignUp() {
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const [clientErrors, setClientErrors] = useState<Errors | null>(null)
  const [timeZone, setTimeZone] = useState('')
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''), [])

  const problem = result && 'problem' in result ? result.problem : undefined
  const errors = clientErrors ?? problem?.fieldErrors ?? {}
  const general = !clientErrors && problem && !problem.fieldErrors ? problem.message : undefined

  return (
    <main className="auth-page">
      <h1>Create your account</h1>
      <Form
        method="post"
        noValidate
        className="auth-form"
        onSubmit={(event) => {
          // The same schema as the server: every failing rule shows before the round trip.
          const parsed = signUpSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
          if (parsed.success) return setClientErrors(null)
          event.preventDefault()
          setClientErrors(fieldErrors(parsed.error))
        }}
      >
        {general ? <p role="alert" className="form-error">{general}</p> : null}
        <label>
          First name
          <input name="firstname" autoComplete="given-name" />
        </label>
        <label>
          Email
          <input name="email" type="email" required autoComplete="email" aria-describedby="email-errors" aria-invalid={Boolean(errors.email)} />
        </label>
        <FieldErrors id="email-errors" errors={errors.email} />
        <label>
          Password
          <input name="password" type="password" autoComplete="new-password" {...passwordConstraints} aria-describedby="password-errors" aria-invalid={Boolean(errors.password)} />
        </label>
        <FieldErrors id="password-errors" errors={errors.password} />
        <label>
          Confirm password
          <input name="confirmPassword" type="password" autoComplete="new-password" aria-describedby="confirm-errors" aria-invalid={Boolean(errors.confirmPassword)} />
        </label>
        <FieldErrors id="confirm-errors" errors={errors.confirmPassword} />
        <input type="hidden" name="timeZone" value={timeZone} />
        <button type="submit" className="primary" disabled={navigation.state === 'submitting'}>
          Sign up
        </button>
      </Form>
      <p>
        Already have an account? <Link to="/auth/signin">Sign in</Link>
      </p>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
