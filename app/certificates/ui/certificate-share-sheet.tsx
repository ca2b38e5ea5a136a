import { useEffect, useMemo, useState } from 'react'
import { loadCertificateFile, shareCertificate } from '../client/share-certificate'
import { certificateImagePath, certificatePath } from '../rules/certificate-view'
import { pickShareText } from '../rules/share-texts'
import { Button, buttonClass } from '~/ui'

type Props = { id: string; courseName: string }

/** The certificate and its share sheet: share the image, download it, or open the public page. */
export function CertificateShareSheet({ id, courseName }: Props) {
  const imagePath = certificateImagePath(id)
  const text = useMemo(() => pickShareText(courseName), [courseName])
  const [file, setFile] = useState<File | null | undefined>(undefined)
  const [notice, setNotice] = useState<string | null>(null)

  // Fetched before the click, so sharing (or opening the page) still counts as the student's gesture.
  useEffect(() => {
    let current = true
    void loadCertificateFile(imagePath, id).then((loaded) => current && setFile(loaded))
    return () => {
      current = false
    }
  }, [imagePath, id])

  const pageUrl = typeof window === 'undefined' ? certificatePath(id) : new URL(certificatePath(id), window.location.origin).href

  return (
    <div>
      <h2 className="ui-dialog__title" id="completion-title">
        Your certificate is ready
      </h2>
      <img src={imagePath} alt={`Certificate for ${courseName}`} width={1200} height={630} className="completion-modal__image" />
      <p className="ui-dialog__body" data-testid="share-text">
        {text}
      </p>
      <div className="stack-form">
        <Button
          disabled={file === undefined}
          onClick={() => void shareCertificate({ file: file ?? null, title: 'My certificate', text, pageUrl }).then(setNotice)}
        >
          Share
        </Button>
        <a className={buttonClass({ variant: 'secondary' })} href={imagePath} download={`certificate-${id}.png`}>
          Download PNG
        </a>
        <a className={buttonClass({ variant: 'quiet' })} href={certificatePath(id)} target="_blank" rel="noopener noreferrer">
          Open the certificate page
        </a>
      </div>
      {notice ? <p role="status">{notice}</p> : null}
    </div>
  )
}
