import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { AppShell } from '~/components/app/app-shell'
import { FieldErrors } from '~/components/app/field-errors'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formAction, formObject } from '~/models/form.server'
import { getProfile } from '~/models/profile.server'
import { pageData } from '~/models/route.server'
import { requireStudent } from '~/models/session.server'
import { settingsAction } from '~/models/settings-actions.server'

export const meta: MetaFunction = () => [{ title: 'Settings' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request)
  return pageData(() => getProfile(student))
}

export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request)
  return formAction(async () => settingsAction(student, await formObject(request)))
}

export default function Settings() {
  const profile = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const errors = result && 'problem' in result ? (result.problem.fieldErrors ?? {}) : {}
  const saved = result && 'saved' in result
  return (
    <AppShell title="Settings">
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
        <h2>Delete profile</h2>
        <p>This deletes your account, your progress and your streak. It cannot be undone.</p>
        <label className="row">
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
  return <GeneralErrorBoundary />
}
