import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { loadCertificatePage } from '~/certificates/index.server'
import { CertificateView, certificateImageSize } from '~/certificates'
import certificateStyles from '~/styles/certificate.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: certificateStyles }]

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: 'Certificate not found' }, { name: 'robots', content: 'noindex' }]
  const title = `${data.name} completed ${data.certificate.courseName}`
  const description = `Certificate of achievement · ${data.certificate.courseLength} · ${data.issuedOn}`
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: data.pageUrl },
    { property: 'og:image', content: data.imageUrl },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(certificateImageSize.width) },
    { property: 'og:image:height', content: String(certificateImageSize.height) },
    { property: 'og:image:alt', content: `Certificate: ${title}` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { tagName: 'link', rel: 'canonical', href: data.pageUrl },
  ]
}

/** Public (spec §2): anyone with the link sees the certificate, signed in or not. */
export async function loader({ params }: LoaderFunctionArgs) {
  return loadCertificatePage(params.id ?? '')
}

export default function CertificatePage() {
  return <CertificateView {...useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
