import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { GrowthProjection } from '~/components/landing/growth-projection'
import { LandingPage } from '~/components/landing/landing-page'
import { loadLandingPage } from '~/models/landing-page.server'

export const meta: MetaFunction = () => [{ title: 'Grow your audience with AI content' }, { name: 'description', content: 'Plan, write and produce posts and videos with AI — no camera needed thanks to AI avatars — and watch what consistent content does to your following.' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadLandingPage(request, '/creator')
}

export default function Landing() {
  const { content, startHref } = useLoaderData<typeof loader>()
  return (
    <LandingPage
      content={content}
      startHref={startHref}
      copy={{
        eyebrow: 'For bloggers and creators',
        title: 'Grow your audience with AI content',
        lede: 'Plan, write and produce posts and videos with AI — no camera needed thanks to AI avatars — and watch what consistent content does to your following.',
        cta: 'Build my creator plan',
      }}
      extra={<GrowthProjection />}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
