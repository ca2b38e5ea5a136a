import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { LegalPageView } from '~/components/legal-page-view'
import { getLegalPage } from '~/models/legal-page.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.page.title ?? 'Not found' }]

export async function loader() {
  const page = await getLegalPage('subscription-terms')
  if (!page) throw new Response('This page has not been published yet.', { status: 404 })
  return { page }
}

export default function LegalRoute() {
  return <LegalPageView page={useLoaderData<typeof loader>().page} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
