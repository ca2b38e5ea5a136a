import type { CertificateData } from '../rules/certificate-view'

type Props = { certificate: CertificateData; name: string; issuedOn: string; siteName: string; imagePath: string }

/** The public certificate: who completed what, when, how long it was, and what "verified" means here. */
export function CertificateView({ certificate, name, issuedOn, siteName, imagePath }: Props) {
  return (
    <main className="certificate-page">
      <article className="certificate" aria-labelledby="certificate-name">
        <p className="certificate-kicker">CERTIFICATE OF ACHIEVEMENT</p>
        <p className="muted">This certifies that</p>
        <h1 id="certificate-name" className="certificate-name">
          {name}
        </h1>
        <p className="muted">has completed</p>
        <p className="certificate-course">{certificate.courseName}</p>
        <dl className="certificate-facts">
          <dt className="visually-hidden">Course length</dt>
          <dd>{certificate.courseLength}</dd>
          <dt className="visually-hidden">Date issued</dt>
          <dd>
            <time dateTime={certificate.date}>{issuedOn}</time>
          </dd>
        </dl>
      </article>
      <section className="certificate-verified card" aria-label="Verification">
        <p>
          <strong>✓ Verified</strong> — this page is served by {siteName}, where the course was taken. Its address holds a random id that
          cannot be guessed, so only a certificate we issued can be shown here.
        </p>
      </section>
      <div className="certificate-actions">
        <a className="primary" href={imagePath} download={`certificate-${certificate.id}.png`}>
          Download PNG
        </a>
        <a className="secondary" href="/">
          Learn AI with us
        </a>
      </div>
    </main>
  )
}
