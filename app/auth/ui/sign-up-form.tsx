import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { type FieldErrors as Errors, fieldErrors, passwordConstraints, signUpSchema } from '../../../schemas/auth/password-rules'
import type { Problem } from '~/http/problem'
import { FieldErrors } from '../../ui/field-errors'

/**
 * The sign-up form of /auth/signup and the landings' set-email steps: the shared zod rules run in
 * the browser before the round trip and again on the server; without JavaScript the server's
 * answer shows the same messages.
 */
export function SignUpForm({ problem, submitLabel = 'Sign up' }: { problem?: Problem; submitLabel?: string }) {
  const navigation = useNavigation()
  const [clientErrors, setClientErrors] = useState<Errors | null>(null)
  const [timeZone, setTimeZone] = useState('')
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''), [])

  const errors = clientErrors ?? problem?.fieldErrors ?? {}
  const general = !clientErrors && problem && !problem.fieldErrors ? problem.message : undefined

  return (
    <Form
      method="post"
      noValidate
      className="auth-form"
      onSubmit={(event) => {
        const parsed = signUpSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
        if (parsed.success) return setClientErrors(null)
        event.preventDefault()
        setClientErrors(fieldErrors(parsed.error))
      }}
    >
      {general ? (
        <p role="alert" className="form-error">
          {general}
        </p>
      ) : null}
      <label>
        First name
        <input name="firstname" autoComplete="given-name" />
      </label>
      <label>
        Email
        <input
          name="email"
          type="email"
          required
          autoComplete="email"
          aria-describedby="email-errors"
          aria-invalid={Boolean(errors.email)}
        />
      </label>
      <FieldErrors id="email-errors" errors={errors.email} />
      <label>
        Password
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          {...passwordConstraints}
          aria-describedby="password-errors"
          aria-invalid={Boolean(errors.password)}
        />
      </label>
      <FieldErrors id="password-errors" errors={errors.password} />
      <label>
        Confirm password
        <input
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          aria-describedby="confirm-errors"
          aria-invalid={Boolean(errors.confirmPassword)}
        />
      </label>
      <FieldErrors id="confirm-errors" errors={errors.confirmPassword} />
      <input type="hidden" name="timeZone" value={timeZone} />
      <button type="submit" className="primary" disabled={navigation.state === 'submitting'}>
        {submitLabel}
      </button>
    </Form>
  )
}
