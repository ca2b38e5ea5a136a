import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { type FieldErrors as Errors, fieldErrors, signUpSchema } from '@schemas/auth/password-rules'
import type { Problem } from '~/core/problem'
import { Button, TextField, UiStyles } from '~/ui'
import { fieldError } from './account-step'
import { NewPasswordFields } from './new-password-fields'

/**
 * The sign-up form of /auth/signup and the landings' set-email steps: the password rules tick as
 * the person types; the shared zod rules run in the browser before the round trip and again on the
 * server; without JavaScript the server's answer shows the same messages.
 */
/** What the server sends back with a refusal, so a form posted before hydration keeps them (never the password). */
export const signUpKeptFields = ['firstname', 'email'] as const

export function SignUpForm({
  problem,
  values,
  submitLabel = 'Sign up',
  className = 'auth-form',
}: {
  problem?: Problem
  values?: Partial<Record<(typeof signUpKeptFields)[number], string>>
  submitLabel?: string
  /** The form's layout class: the landings' `auth-form`, or the account steps' `account-form`. */
  className?: string
}) {
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
      className={className}
      onSubmit={(event) => {
        const parsed = signUpSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
        if (parsed.success) return setClientErrors(null)
        event.preventDefault()
        setClientErrors(fieldErrors(parsed.error))
      }}
    >
      <UiStyles />
      {general ? (
        <p role="alert" className="form-error">
          {general}
        </p>
      ) : null}
      <TextField label="First name" name="firstname" autoComplete="given-name" defaultValue={values?.firstname} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={values?.email}
        error={fieldError(errors.email)}
      />
      <NewPasswordFields errors={errors} />
      <input type="hidden" name="timeZone" value={timeZone} />
      <Button type="submit" block loading={navigation.state === 'submitting'}>
        {submitLabel}
      </Button>
    </Form>
  )
}
