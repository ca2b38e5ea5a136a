import path from 'node:path'
import { Transform } from 'node:stream'
import { deferModuleScript, takeModulePreloads } from './defer-scripts.server'
import { rewrite as inlineStylesheets } from './inline-stylesheets.server'

const headEnd = Buffer.from('</head>')
const scriptOpen = Buffer.from('<script')
const moduleScriptStart = Buffer.from(' type="module" async="">')
const scriptClose = Buffer.from('</script>')

/**
 * What every server-rendered page goes through on its way out (entry.server.tsx): the head gets
 * its stylesheets inlined and loses its module preloads, and the module script that hydrates the
 * page waits for the first paint (inline-stylesheets.server.ts, defer-scripts.server.ts). The head
 * and then the body up to the end of the module script are held and sent as one piece: React
 * writes the shell in one go, so holding it delays nothing, and one large chunk costs less on its
 * way through the web stream to the socket than many small ones. Everything after streams through.
 */
export function documentStream(clientDir = path.resolve('build', 'client')): Transform {
  let stage: 'head' | 'body' | 'script' | 'through' = 'head'
  let hrefs: string[] = []
  let held: Buffer = Buffer.alloc(0)
  // The body is kept as its chunks and only each new chunk (with the marker's length before it) is
  // searched: concatenating and rescanning it all on every chunk was ~3 % of a page's CPU.
  let parts: Buffer[] = []
  let partsLength = 0
  let tail: Buffer = Buffer.alloc(0)
  // Where in `held` the module script's marker is, once found: its `</script>` is searched from
  // there (the body's earlier scripts end before it).
  let markerAt = 0

  function sendUpToScriptEnd(this: Transform, callback: (error?: Error | null, data?: Buffer) => void) {
    const close = held.indexOf(scriptClose, markerAt)
    if (close === -1) return callback()
    const scriptEnd = close + scriptClose.length
    const start = held.lastIndexOf(scriptOpen, markerAt)
    // The markers are ASCII: the bytes from `<script` up to `</script>` are whole characters.
    this.push(
      Buffer.concat([held.subarray(0, start), Buffer.from(deferModuleScript(held.subarray(start, scriptEnd).toString('utf8'), hrefs))]),
    )
    stage = 'through'
    const rest = held.subarray(scriptEnd)
    held = Buffer.alloc(0)
    callback(null, rest)
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (stage === 'through') return callback(null, chunk)
      if (stage === 'script') {
        held = Buffer.concat([held, chunk])
        return sendUpToScriptEnd.call(this, callback)
      }
      if (stage === 'head') {
        held = held.length === 0 ? chunk : Buffer.concat([held, chunk])
        // Cut right after `</head>` (ASCII), so no character is split between the two parts.
        const end = held.indexOf(headEnd)
        if (end === -1) return callback()
        const cut = end + headEnd.length
        const head = takeModulePreloads(inlineStylesheets(held.subarray(0, cut).toString('utf8'), clientDir))
        hrefs = head.hrefs
        this.push(head.head)
        chunk = held.subarray(cut)
        held = Buffer.alloc(0)
        stage = 'body'
      }
      parts.push(chunk)
      partsLength += chunk.length
      const window = tail.length === 0 ? chunk : Buffer.concat([tail, chunk])
      const found = window.indexOf(moduleScriptStart)
      if (found === -1) {
        tail = Buffer.from(window.subarray(Math.max(0, window.length - moduleScriptStart.length)))
        return callback()
      }
      held = Buffer.concat(parts, partsLength)
      markerAt = partsLength - window.length + found
      parts = []
      stage = 'script'
      sendUpToScriptEnd.call(this, callback)
    },
    flush(callback) {
      // A page without a module script goes out as it came (its head without preloads).
      if (held.length > 0) this.push(held)
      if (parts.length > 0) this.push(Buffer.concat(parts, partsLength))
      callback()
    },
  })
}
