/**
 * A minimal WebM (Matroska) muxer for VP8 keyframes. The machine has no ffmpeg and the project no
 * video encoder, but a lossy WebP's `VP8 ` chunk is a complete VP8 keyframe (RFC 6386), so frames
 * rendered by sharp can be laid one after another as SimpleBlocks of a single video track — every
 * frame a keyframe — and Chromium, Firefox and VLC play the file. Only what players need is written:
 * the EBML header, Info (timescale, duration), Tracks (one V_VP8 track) and Clusters. No Cues, so
 * seeking scans; fine for the few seconds the simulator renders.
 */
export type WebmFrame = { vp8: Uint8Array; timestampMs: number }
export type WebmVideo = { width: number; height: number; durationMs: number; frames: readonly WebmFrame[] }

const ids = {
  ebml: 0x1a45dfa3,
  ebmlVersion: 0x4286,
  ebmlReadVersion: 0x42f7,
  ebmlMaxIdLength: 0x42f2,
  ebmlMaxSizeLength: 0x42f3,
  docType: 0x4282,
  docTypeVersion: 0x4287,
  docTypeReadVersion: 0x4285,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  muxingApp: 0x4d80,
  writingApp: 0x5741,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackUid: 0x73c5,
  trackType: 0x83,
  flagLacing: 0x9c,
  codecId: 0x86,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
} as const

export const webmIds = ids

/** A cluster's block timestamps are signed 16-bit offsets: start a new cluster well before 32.7 s. */
const clusterSpanMs = 5000

function idBytes(id: number): number[] {
  const bytes: number[] = []
  for (let value = id; value > 0; value = Math.floor(value / 256)) bytes.unshift(value & 0xff)
  return bytes
}

/** An EBML variable-length size: the smallest width whose all-ones value (reserved: unknown) it stays below. */
export function sizeBytes(size: number): number[] {
  for (let width = 1; width <= 8; width++) {
    if (size < 2 ** (7 * width) - 1) {
      const bytes: number[] = []
      let value = size
      for (let index = 0; index < width; index++) {
        bytes.unshift(value % 256)
        value = Math.floor(value / 256)
      }
      bytes[0]! |= 1 << (8 - width)
      return bytes
    }
  }
  throw new Error('EBML element too large')
}

function uintBytes(value: number): number[] {
  const bytes: number[] = []
  for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff)
  return bytes.length ? bytes : [0]
}

function element(id: number, payload: Uint8Array | number[]): Uint8Array {
  const body = payload instanceof Uint8Array ? payload : Uint8Array.from(payload)
  return concat([Uint8Array.from([...idBytes(id), ...sizeBytes(body.length)]), body])
}

const uint = (id: number, value: number) => element(id, uintBytes(value))
const text = (id: number, value: string) => element(id, [...new TextEncoder().encode(value)])
const float64 = (id: number, value: number) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setFloat64(0, value)
  return element(id, bytes)
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

function simpleBlock(frame: WebmFrame, clusterStartMs: number): Uint8Array {
  const relative = frame.timestampMs - clusterStartMs
  // Track 1 as a 1-byte vint (0x81), the signed 16-bit timestamp, flags 0x80: keyframe.
  const header = Uint8Array.from([0x81, (relative >> 8) & 0xff, relative & 0xff, 0x80])
  return element(ids.simpleBlock, concat([header, frame.vp8]))
}

export function writeWebm(video: WebmVideo): Uint8Array {
  if (video.frames.length === 0) throw new Error('A video needs at least one frame')
  const header = element(ids.ebml, [
    ...uint(ids.ebmlVersion, 1),
    ...uint(ids.ebmlReadVersion, 1),
    ...uint(ids.ebmlMaxIdLength, 4),
    ...uint(ids.ebmlMaxSizeLength, 8),
    ...text(ids.docType, 'webm'),
    ...uint(ids.docTypeVersion, 2),
    ...uint(ids.docTypeReadVersion, 2),
  ])
  const info = element(
    ids.info,
    concat([
      uint(ids.timecodeScale, 1_000_000),
      float64(ids.duration, video.durationMs),
      text(ids.muxingApp, 'ai-tools-webm'),
      text(ids.writingApp, 'ai-tools-webm'),
    ]),
  )
  const tracks = element(
    ids.tracks,
    element(
      ids.trackEntry,
      concat([
        uint(ids.trackNumber, 1),
        uint(ids.trackUid, 1),
        uint(ids.trackType, 1),
        uint(ids.flagLacing, 0),
        text(ids.codecId, 'V_VP8'),
        element(ids.video, concat([uint(ids.pixelWidth, video.width), uint(ids.pixelHeight, video.height)])),
      ]),
    ),
  )
  const clusters: Uint8Array[] = []
  let start = 0
  while (start < video.frames.length) {
    const clusterStartMs = video.frames[start]!.timestampMs
    let end = start
    while (end < video.frames.length && video.frames[end]!.timestampMs - clusterStartMs < clusterSpanMs) end++
    const blocks = video.frames.slice(start, end).map((frame) => simpleBlock(frame, clusterStartMs))
    clusters.push(element(ids.cluster, concat([uint(ids.timecode, clusterStartMs), ...blocks])))
    start = end
  }
  return concat([header, element(ids.segment, concat([info, tracks, ...clusters]))])
}

/** The raw VP8 keyframe inside a lossy WebP (its `VP8 ` chunk), or null for lossless/alpha WebPs. */
export function vp8FromWebp(webp: Uint8Array): Uint8Array | null {
  const ascii = (offset: number, length: number) => String.fromCharCode(...webp.subarray(offset, offset + length))
  if (ascii(0, 4) !== 'RIFF' || ascii(8, 4) !== 'WEBP') return null
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength)
  for (let offset = 12; offset + 8 <= webp.length;) {
    const size = view.getUint32(offset + 4, true)
    if (ascii(offset, 4) === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + size)
    offset += 8 + size + (size % 2)
  }
  return null
}
