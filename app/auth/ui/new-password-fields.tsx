import { passwordFieldRules } from '~/auth/rules/password-field-rules'
import { TextField } from '~/ui'
import { fieldError } from './account-step'

/**
 * A new password and its confirmation: the password rules tick as the person types, each field
 * shows its own messages. Used by sign-up, the account step after checkout and Settings.
 */
export function NewPasswordFields({
  name = 'password',
  label = 'Password',
  confirmLabel = 'Confirm password',
  errors,
}: {
  /** The new password's field name; the confirmation is always `confirmPassword`. */
  name?: string
  label?: string
  confirmLabel?: string
  errors: { password?: string[]; confirmPassword?: string[] }
}) {
  return (
    <>
      <TextField
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        rules={passwordFieldRules}
        error={fieldError(errors.password)}
      />
      <TextField
        label={confirmLabel}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword)}
      />
    </>
  )
}
