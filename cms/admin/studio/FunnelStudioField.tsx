'use client'
import { JSONField } from '@payloadcms/ui'
import type { JSONFieldClientProps } from 'payload'
import { useRef, useState } from 'react'
import { FunnelStudio } from './FunnelStudio'
import { useStudioFocusRequests } from './studio-focus'
import type { ImageSet } from './image-set-choices'
import { useWorkspaceFill } from './use-workspace-fill'
import './studio.scss'
import './workspace.scss'

const tabs = [
  { id: 'studio', label: 'Studio' },
  { id: 'json', label: 'Advanced (JSON)' },
] as const

/**
 * The funnel's `definition` field: the studio by default, Payload's JSON editor as the advanced tab.
 * Both edit the same field value, so drafts, versions and validation on save work as before; each
 * tab mounts afresh from that value, so switching never loses an edit.
 */
export function FunnelStudioField({ imageSets = [], ...props }: JSONFieldClientProps & { imageSets?: ImageSet[] }) {
  const [tab, setTab] = useState<(typeof tabs)[number]['id']>('studio')
  const path = props.path ?? props.field.name
  // A problem chosen in the review sheet opens the studio (the JSON tab has no fields to show it on).
  const [focusRequest, setFocusRequest] = useState<{ path: string; at: number }>()
  useStudioFocusRequests((problemPath) => {
    setTab('studio')
    setFocusRequest({ path: problemPath, at: Date.now() })
  })
  const root = useRef<HTMLDivElement>(null)
  useWorkspaceFill(root, tab === 'studio')
  return (
    <div className="funnel-studio" ref={root}>
      <div className="funnel-studio__tabs" role="tablist" aria-label="How to edit the funnel">
        {tabs.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`funnel-studio-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`funnel-studio-panel-${id}`}
            className="funnel-studio__tab"
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`funnel-studio-panel-${tab}`} aria-labelledby={`funnel-studio-tab-${tab}`}>
        {tab === 'json' ? <JSONField {...props} /> : <FunnelStudio path={path} imageSets={imageSets} focusRequest={focusRequest} />}
      </div>
    </div>
  )
}
