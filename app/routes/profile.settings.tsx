import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { CreditCard, Receipt } from 'lucide-react'
import { AppShell, AppErrorBoundary } from '~/shell'
import { Button, Card, Checkbox, List, ListRow, TextField } from '~/ui'
import { fieldError, NewPasswordFields } from '~/auth'
import { formAction, formObject } from '~/http/form.server'
import { retryAfterHeaders } from '~/http/retry-after-headers'
import { getProfile } from '~/learning/index.server'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { settingsAction } from '~/account/index.server'
import settingsStyles from '~/styles/settings.css?url'

export const headers = retryAfterHeaders

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

type Intent = 'update' | 'password' | 'delete'

export default function Settings() {
  const profile = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const problem = result && 'problem' in result ? result.problem : undefined
  const errors = problem?.fieldErrors ?? {}
  const saved = result && 'saved' in result
  const passwordChanged = profile.passwordChanged && !result
  const sending = (intent: Intent) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  return (
    <AppShell title="Settings" back={{ to: '/profile', label: 'Profile' }}>
      <link rel="stylesheet" href={settingsStyles} precedence="default" />
      <div className="page-stack">
        <Card aria-labelledby="name-title">
          <Form method="post" noValidate className="settings-form">
            <h2 id="name-title">Your name</h2>
            <div className="settings-pair">
              <TextField
                label="First name"
                name="firstname"
                defaultValue={profile.firstname ?? ''}
                autoComplete="given-name"
                error={fieldError(errors.firstname)}
              />
              <TextField
                label="Last name"
                name="lastname"
                defaultValue={profile.lastname ?? ''}
                autoComplete="family-name"
                error={fieldError(errors.lastname)}
              />
            </div>
            <div className="settings-actions">
              <Button type="submit" name="intent" value="update" loading={sending('update')}>
                Save
              </Button>
              {saved ? (
                <p role="status" className="settings-done">
                  Saved.
                </p>
              ) : null}
            </div>
          </Form>
        </Card>

        <Card aria-labelledby="password-title">
          <Form method="post" noValidate className="settings-form">
            <h2 id="password-title">Change password</h2>
            {problem && !problem.fieldErrors ? (
              <p role="alert" className="settings-alert">
                {problem.message}
              </p>
            ) : null}
            <input type="hidden" name="username" value={profile.email} autoComplete="username" />
            <TextField
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              error={fieldError(errors.currentPassword)}
            />
            <NewPasswordFields
              name="newPassword"
              label="New password"
              confirmLabel="Repeat the new password"
              errors={{ password: errors.newPassword, confirmPassword: errors.confirmPassword }}
            />
            <div className="settings-actions">
              <Button type="submit" name="intent" value="password" loading={sending('password')}>
                Change password
              </Button>
            </div>
            {passwordChanged ? (
              <p role="status" className="settings-done">
                Password changed. You are signed out everywhere else.
              </p>
            ) : null}
          </Form>
        </Card>

        <section aria-labelledby="billing-title" className="settings-section">
          <h2 id="billing-title">Billing</h2>
          <List>
            <ListRow
              start={<CreditCard size={22} aria-hidden="true" className="settings-icon" />}
              title="Subscriptions"
              meta="Your plan, add-ons and payment method"
              to="/profile/settings/subscriptions"
            />
            <ListRow
              start={<Receipt size={22} aria-hidden="true" className="settings-icon" />}
              title="Billing history"
              meta="Every payment, with its receipt details"
              to="/profile/settings/billing-history"
            />
          </List>
        </section>

        <Card aria-labelledby="delete-title">
          <Form method="post" noValidate className="settings-form">
            <h2 id="delete-title">Delete profile</h2>
            <p className="settings-muted">This deletes your account, your progress and your streak. It cannot be undone.</p>
            <Checkbox name="confirm" value="yes" label="Yes, delete my profile and all my progress" error={fieldError(errors.confirm)} />
            <div className="settings-actions">
              <Button type="submit" name="intent" value="delete" variant="danger" loading={sending('delete')}>
                Delete profile
              </Button>
            </div>
          </Form>
        </Card>
      </div>
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
