import { describe, expect, it } from 'vitest'
import { liveDraftMessage, readyMessage } from './live-preview-message'

const draftOf = (message: unknown) => liveDraftMessage.safeParse(message).data?.data ?? null

describe("Payload's live preview messages", () => {
  it('reads the form values the editor posts', () => {
    expect(draftOf({ type: 'payload-live-preview', collectionSlug: 'tips', data: { title: 'New' }, locale: 'en' })).toEqual({
      title: 'New',
    })
  })

  it('ignores document events, the ready handshake and messages from anything else', () => {
    for (const message of [
      { type: 'payload-document-event' },
      readyMessage,
      { type: 'payload-live-preview', data: [1] },
      'hello',
      null,
      { data: { title: 'x' } },
    ]) {
      expect(draftOf(message), JSON.stringify(message)).toBeNull()
    }
  })
})
