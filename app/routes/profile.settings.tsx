import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { AppShell } from '~/learning/ui/app-shell'
import { FieldErrors } from '~/ui/field-errors'
import { AppErrorBoundary } from '~/learning/ui/app-error-boundary'
import { formAction, formObject } from '~/http/form.server'
import { getProfile } from '~/learning/server/profile.server'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/auth/server/session.server'
import { passwordConstraints } from '../../schemas/auth/password-rules'
import { settingsAction } from '~/learning/server/settings-actions.server'

export const meta: MetaFunction = () => [{ title: 'Settings' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  const passwordChanged = new URL(request.url).searchParams.get('password') === 'changed'
  return pageData(async () => ({ ...(await getProfile(student)), passwordChanged }))
}

export async function action({ request, context }: ActionFunctionArgs) {
  const student = await requireStudent(request)
  return formAction(async () => settingsAction(student, await formObject(request), context.clientIp ?? 'unknown'))
}

export default function Settings() {
  const profile = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const problem = result && 'problem' in result ? result.problem : undefined
  const errors = problem?.fieldErrors ?? {}
  const saved = result && 'saved' in result
  const passwordChanged = profile.passwordChanged && !result
  return (
    <AppShell title="Settings" back={{ to: '/profile', label: 'Profile' }}>
      <Form method="post" className="stack-form card">
        <h2>Your name</h2>
        <label>
          First name
          <input name="firstname" defaultValue={profile.firstname ?? ''} autoComplete="given-name" />
        </label>
        <FieldErrors id="firstname-errors" errors={errors.firstname} />
        <label>
          Last name
          <input name="lastname" defaultValue={profile.lastname ?? ''} autoComplete="family-name" />
        </label>
        <FieldErrors id="lastname-errors" errors={errors.lastname} />
        <button type="submit" name="intent" value="update" className="primary" disabled={navigation.state === 'submitting'}>
          Save
        </button>
        {saved ? <p role="status">Saved.</p> : null}
      </Form>
      <Form method="post" className="stack-form card">
        <h2>Change password</h2>
        {problem && !problem.fieldErrors ? (
          <p role="alert" className="form-error">
            {problem.message}
          </p>
        ) : null}
        <label>
          Current password
          <input
            name="currentPassword"
            type="password"
            required
            autoComplete="current-password"
            aria-describedby="currentPassword-errors"
          />
        </label>
        <FieldErrors id="currentPassword-errors" errors={errors.currentPassword} />
        <label>
          New password
          <input
            name="newPassword"
            type="password"
            {...passwordConstraints}
            autoComplete="new-password"
            aria-describedby="newPassword-errors"
          />
        </label>
        <FieldErrors id="newPassword-errors" errors={errors.newPassword} />
        <label>
          Repeat the new password
          <input
            name="confirmPassword"
            type="password"
            {...passwordConstraints}
            autoComplete="new-password"
            aria-describedby="confirmPassword-errors"
          />
        </label>
        <FieldErrors id="confirmPassword-errors" errors={errors.confirmPassword} />
        <button type="submit" name="intent" value="password" className="primary" disabled={navigation.state === 'submitting'}>
          Change password
        </button>
        {passwordChanged ? <p role="status">Password changed. You are signed out everywhere else.</p> : null}
      </Form>
      <nav className="card stack-form" aria-label="Billing">
        <h2>Billing</h2>
        <Link to="/profile/settings/subscriptions">Subscriptions</Link>
        <Link to="/profile/settings/billing-history">Billing history</Link>
      </nav>
      <Form method="post" className="stack-form card">
        <h2>Delete profile</h2>
        <p>This deletes your account, your progress and your streak. It cannot be undone.</p>
        <label className="check-row">
          <input type="checkbox" name="confirm" value="yes" required aria-describedby="confirm-errors" />
          Yes, delete my profile and all my progress
        </label>
        <FieldErrors id="confirm-errors" errors={errors.confirm} />
        <button type="submit" name="intent" value="delete" className="secondary">
          Delete profile
        </button>
      </Form>
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
