'use client'
import { useRowLabel } from '@payloadcms/ui'
import { titleOf, useFunnelChoices } from './use-experiment-facts'

type Row = { funnelId?: string | null; weight?: number | null; paused?: boolean | null }

/** A variant's row named by its funnel's title and share, not "Variant 01". */
export function VariantRowLabel() {
  const { data } = useRowLabel<Row>()
  const funnels = useFunnelChoices()
  const title = titleOf(funnels, data?.funnelId) ?? 'A funnel not chosen yet'
  const share = typeof data?.weight === 'number' ? `${data.weight} %` : 'no share yet'
  return (
    <span className="experiment-editor__row-label">
      {title} · {data?.paused ? `paused (keeps ${share})` : share}
    </span>
  )
}
