import { useState } from 'react'
import { Button, TextField } from '~/ui'

type Props = { courseId: string; onSaved: (certificateId: string | null) => void }

type ApiError = { error?: { message?: string; fields?: Record<string, string[]> } }

/**
 * The name the certificate will carry. Saving goes through the profile API (PATCH /api/profile),
 * which also issues the certificates that waited for a first name; then this course's is looked up.
 */
export function CertificateNameForm({ courseId, onSaved }: Props) {
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  async function save(form: HTMLFormElement) {
    const values = new FormData(form)
    const firstname = String(values.get('firstname') ?? '').trim()
    const lastname = String(values.get('lastname') ?? '').trim()
    if (!firstname) return setError('Enter your first name.')
    setSaving(true)
    setError(null)
    try {
      const response = await fetch('/api/profile', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(lastname ? { firstname, lastname } : { firstname }),
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as ApiError
        const fields = Object.values(body.error?.fields ?? {}).flat()
        return setError(fields[0] ?? body.error?.message ?? 'Your name could not be saved. Please try again.')
      }
      const certificates = (await (await fetch('/api/certificates')).json()) as Array<{ id: string; courseId: string | number }>
      onSaved(certificates.find((item) => String(item.courseId) === courseId)?.id ?? null)
    } catch {
      setError('Your name could not be saved. Please try again.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      className="stack-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save(event.currentTarget)
      }}
    >
      <h2 className="ui-dialog__title" id="completion-title">
        Your name on the certificate
      </h2>
      <p className="ui-dialog__body">As you want it printed on your certificate.</p>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's first field */}
      <TextField label="First name" name="firstname" autoComplete="given-name" required maxLength={80} autoFocus />
      <TextField label="Last name" name="lastname" autoComplete="family-name" maxLength={80} />
      {error ? (
        <p role="alert" className="ui-field__error">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={saving}>
        Save and get my certificate
      </Button>
    </form>
  )
}
