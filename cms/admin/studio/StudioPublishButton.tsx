'use client'
import { FormSubmit, useConfig, useDocumentInfo, useForm, useFormFields, useFormModified } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useCallback, useMemo, useState } from 'react'
import { wordedIssues } from './issues'
import { ReviewSheet } from './ReviewSheet'
import { askStudioToFocus } from './studio-focus'

/**
 * The funnel's Publish button (issue #47): it opens the review sheet instead of publishing at
 * once. Publishing to everyone from there is Payload's own publish of the form, as its button does.
 */
export function StudioPublishButton() {
  const { id, collectionSlug, hasPublishPermission, hasPublishedDoc, unpublishedVersionCount, uploadStatus } = useDocumentInfo()
  const { setHasPublishedDoc, setMostRecentVersionIsAutosaved, setUnpublishedVersionCount } = useDocumentInfo()
  const { config } = useConfig()
  const { submit } = useForm()
  const modified = useFormModified()
  const definition = useFormFields(([fields]) => fields.definition?.value)
  const funnelId = useFormFields(([fields]) => fields.funnelId?.value)
  const title = useFormFields(([fields]) => fields.title?.value)
  const [open, setOpen] = useState(false)
  const problems = useMemo(() => (open ? wordedIssues(definition, funnelId) : []), [open, definition, funnelId])

  const publish = useCallback(async () => {
    const action = formatAdminURL({ apiRoute: config.routes.api, path: `/${collectionSlug}${id ? `/${id}` : ''}?depth=0` })
    const result = await submit({ action, overrides: { _status: 'published' } })
    if (!result || !result.res.ok) return false
    setUnpublishedVersionCount(0)
    setMostRecentVersionIsAutosaved(false)
    setHasPublishedDoc(true)
    return true
  }, [config.routes.api, collectionSlug, id, submit, setUnpublishedVersionCount, setMostRecentVersionIsAutosaved, setHasPublishedDoc])

  if (!hasPublishPermission) return null
  const canPublish = (modified || unpublishedVersionCount > 0 || !hasPublishedDoc) && uploadStatus !== 'uploading'
  return (
    <>
      <FormSubmit buttonId="action-save" type="button" size="medium" disabled={!canPublish} onClick={() => setOpen(true)}>
        Publish changes…
      </FormSubmit>
      {open ? (
        <ReviewSheet
          documentId={id}
          funnelId={typeof funnelId === 'string' ? funnelId : ''}
          funnelTitle={typeof title === 'string' && title ? title : 'this funnel'}
          draft={definition}
          problems={problems}
          publishToEveryone={publish}
          onGoToProblem={askStudioToFocus}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}
