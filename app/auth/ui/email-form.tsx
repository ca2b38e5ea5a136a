import { Form, useNavigation } from '@remix-run/react'
import type { Problem } from '~/core/problem'
import { Button, TextField } from '~/ui'
import { fieldError } from './account-step'

/**
 * An email and one button: the password reset and the app sign-up (each mails a code), and the
 * buyer's email confirmation after a purchase. A
 * refusal about the whole form shows above the field unless the page's frame shows it
 * (`frameShowsProblem`, the account steps).
 */
export function EmailForm({
  email,
  problem,
  submitLabel,
  className = 'account-form',
  frameShowsProblem = false,
}: {
  email: string
  problem: Problem | undefined
  submitLabel: string
  className?: string
  frameShowsProblem?: boolean
}) {
  const navigation = useNavigation()
  return (
    <Form method="post" noValidate className={className}>
      {problem && !problem.fieldErrors && !frameShowsProblem ? (
        <p role="alert" className="form-error">
          {problem.message}
        </p>
      ) : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={email}
        error={fieldError(problem?.fieldErrors?.email)}
      />
      <Button type="submit" block loading={navigation.state === 'submitting'}>
        {submitLabel}
      </Button>
    </Form>
  )
}
