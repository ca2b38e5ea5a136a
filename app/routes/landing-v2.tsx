import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { LandingPage } from '~/components/landing/landing-page'
import { loadLandingPage } from '~/models/landing-page.server'

export const meta: MetaFunction = () => [{ title: 'Complete the challenge. Earn your certificate.' }, { name: 'description', content: 'Finish the 28-day AI Income Growth Challenge and get a Certificate of Achievement, verified for LinkedIn, portfolio and CV.' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadLandingPage(request, '/landing-v2')
}

export default function Landing() {
  const { content, startHref } = useLoaderData<typeof loader>()
  return (
    <LandingPage
      content={content}
      startHref={startHref}
      copy={{
        eyebrow: '4 weeks · 20 minutes a day',
        title: 'Complete the challenge. Earn your certificate.',
        lede: 'Finish the 28-day AI Income Growth Challenge and get a Certificate of Achievement, verified for LinkedIn, portfolio and CV.',
        cta: 'Start the challenge',
      }}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
