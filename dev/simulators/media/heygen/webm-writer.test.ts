import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { sizeBytes, vp8FromWebp, webmIds, writeWebm } from './webm-writer'

type Node = { id: number; start: number; size: number; children?: Node[] }
const masters = new Set<number>([
  webmIds.ebml,
  webmIds.segment,
  webmIds.info,
  webmIds.tracks,
  webmIds.trackEntry,
  webmIds.video,
  webmIds.cluster,
])

/** A small independent EBML reader: ids keep their marker bits, sizes drop them. */
function readVint(bytes: Uint8Array, offset: number, keepMarker: boolean): { value: number; length: number } {
  const first = bytes[offset]!
  let length = 1
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++
  let value = keepMarker ? first : first & (0xff >> length)
  for (let index = 1; index < length; index++) value = value * 256 + bytes[offset + index]!
  return { value, length }
}

function parse(bytes: Uint8Array, from = 0, to = bytes.length): Node[] {
  const nodes: Node[] = []
  for (let offset = from; offset < to;) {
    const id = readVint(bytes, offset, true)
    const size = readVint(bytes, offset + id.length, false)
    const start = offset + id.length + size.length
    if (start + size.value > to) throw new Error(`element 0x${id.value.toString(16)} overruns its parent`)
    nodes.push({
      id: id.value,
      start,
      size: size.value,
      ...(masters.has(id.value) ? { children: parse(bytes, start, start + size.value) } : {}),
    })
    offset = start + size.value
  }
  return nodes
}

const find = (nodes: Node[] | undefined, id: number) => nodes?.filter((node) => node.id === id) ?? []

async function frame(color: string): Promise<Uint8Array> {
  const webp = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .webp({ quality: 60 })
    .toBuffer()
  return vp8FromWebp(webp)!
}

describe('writeWebm', () => {
  it('writes an EBML header, one VP8 track and every frame as a keyframe SimpleBlock', async () => {
    const frames = await Promise.all(['red', 'green', 'blue'].map(frame))
    const file = writeWebm({
      width: 64,
      height: 48,
      durationMs: 3000,
      frames: frames.map((vp8, index) => ({ vp8, timestampMs: index * 1000 })),
    })
    const [header, segment, ...rest] = parse(file)
    expect(rest).toEqual([])
    expect(header!.id).toBe(webmIds.ebml)
    const docType = find(header!.children, webmIds.docType)[0]!
    expect(new TextDecoder().decode(file.subarray(docType.start, docType.start + docType.size))).toBe('webm')
    expect(segment!.id).toBe(webmIds.segment)
    const track = find(find(segment!.children, webmIds.tracks)[0]!.children, webmIds.trackEntry)[0]!
    const codec = find(track.children, webmIds.codecId)[0]!
    expect(new TextDecoder().decode(file.subarray(codec.start, codec.start + codec.size))).toBe('V_VP8')
    const duration = find(find(segment!.children, webmIds.info)[0]!.children, webmIds.duration)[0]!
    expect(new DataView(file.buffer, duration.start, 8).getFloat64(0)).toBe(3000)
    const blocks = find(segment!.children, webmIds.cluster).flatMap((cluster) => find(cluster.children, webmIds.simpleBlock))
    expect(blocks).toHaveLength(3)
    for (const [index, block] of blocks.entries()) {
      expect(file[block.start]).toBe(0x81) // track 1
      expect(file[block.start + 3]).toBe(0x80) // keyframe
      // A VP8 keyframe's start code follows its 3-byte frame tag (RFC 6386 §9.1).
      expect([...file.subarray(block.start + 7, block.start + 10)]).toEqual([0x9d, 0x01, 0x2a])
      expect(block.size).toBe(4 + frames[index]!.length)
    }
  })

  it('starts a new cluster before block offsets outgrow 16 bits', async () => {
    const vp8 = await frame('white')
    const file = writeWebm({
      width: 64,
      height: 48,
      durationMs: 40_000,
      frames: [0, 4000, 9000, 39_000].map((timestampMs) => ({ vp8, timestampMs })),
    })
    const clusters = find(parse(file)[1]!.children, webmIds.cluster)
    expect(clusters.length).toBe(3)
  })

  it('refuses an empty video', () => {
    expect(() => writeWebm({ width: 1, height: 1, durationMs: 0, frames: [] })).toThrow('at least one frame')
  })
})

describe('sizeBytes', () => {
  it('uses the shortest width and never the reserved all-ones value', () => {
    expect(sizeBytes(5)).toEqual([0x85])
    expect(sizeBytes(126)).toEqual([0xfe])
    expect(sizeBytes(127)).toEqual([0x40, 0x7f])
    expect(sizeBytes(300)).toEqual([0x41, 0x2c])
  })
})

describe('vp8FromWebp', () => {
  it('finds the VP8 chunk of a lossy WebP and nothing in a lossless one', async () => {
    expect(await frame('black')).not.toBeNull()
    const lossless = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'black' } })
      .webp({ lossless: true })
      .toBuffer()
    expect(vp8FromWebp(lossless)).toBeNull()
    expect(vp8FromWebp(Uint8Array.from([1, 2, 3]))).toBeNull()
  })
})
