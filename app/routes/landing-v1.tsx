import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { LandingPage } from '~/components/landing/landing-page'
import { loadLandingPage } from '~/models/landing-page.server'

export const meta: MetaFunction = () => [{ title: 'Earn $100K in 2025 with AI — 20 minutes a day' }, { name: 'description', content: 'Over 500,000 people have boosted their earnings with AI. Learn the skills behind it in four weeks of short, hands-on daily tasks.' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadLandingPage(request, '/landing-v1')
}

export default function Landing() {
  const { content, startHref } = useLoaderData<typeof loader>()
  return (
    <LandingPage
      content={content}
      startHref={startHref}
      copy={{
        eyebrow: 'The 28-day AI income challenge',
        title: 'Earn $100K in 2025 with AI — 20 minutes a day',
        lede: 'Over 500,000 people have boosted their earnings with AI. Learn the skills behind it in four weeks of short, hands-on daily tasks.',
        cta: 'Start my challenge',
      }}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
