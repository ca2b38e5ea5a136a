import path from 'node:path'
import { Transform } from 'node:stream'
import { deferModuleScript, takeModulePreloads } from './defer-scripts.server'
import { rewrite as inlineStylesheets } from './inline-stylesheets.server'

const headEnd = Buffer.from('</head>')
const scriptOpen = Buffer.from('<script')
const moduleScriptStart = Buffer.from(' type="module" async="">')
const scriptClose = Buffer.from('</script>')
/** Bytes kept back while looking for the module script: enough for `<script nonce="…"` and the marker. */
const lookBehind = 512

/**
 * What every server-rendered page goes through on its way out (entry.server.tsx): the head gets
 * its stylesheets inlined and loses its module preloads, and the module script that hydrates the
 * page waits for the first paint (inline-stylesheets.server.ts, defer-scripts.server.ts). The head
 * is held until it is whole, then the body streams through, but for its last few hundred bytes
 * while the module script has not been seen, and the module script itself until it is whole.
 */
export function documentStream(clientDir = path.resolve('build', 'client')): Transform {
  let held = Buffer.alloc(0)
  let stage: 'head' | 'body' | 'script' | 'through' = 'head'
  let hrefs: string[] = []
  const hold = (chunk: Buffer) => (held = held.length === 0 ? chunk : Buffer.concat([held, chunk]))
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (stage === 'through') return callback(null, chunk)
      hold(chunk)
      if (stage === 'head') {
        // Cut right after `</head>` (ASCII), so no character is split between the two parts.
        const end = held.indexOf(headEnd)
        if (end === -1) return callback()
        const cut = end + headEnd.length
        const head = takeModulePreloads(inlineStylesheets(held.subarray(0, cut).toString('utf8'), clientDir))
        hrefs = head.hrefs
        this.push(head.head)
        held = held.subarray(cut)
        stage = 'body'
      }
      if (stage === 'body') {
        const marker = held.indexOf(moduleScriptStart)
        const start = marker === -1 ? -1 : held.lastIndexOf(scriptOpen, marker)
        if (start === -1) {
          // Bytes go out as they came (a character split between two pushes is whole again in the
          // browser); only the tail that may hold the start of the module script waits.
          if (held.length > lookBehind) {
            this.push(held.subarray(0, held.length - lookBehind))
            held = held.subarray(held.length - lookBehind)
          }
          return callback()
        }
        if (start > 0) this.push(held.subarray(0, start))
        held = held.subarray(start)
        stage = 'script'
      }
      // The markers are ASCII: the bytes from `<script` up to `</script>` are whole characters.
      const close = held.indexOf(scriptClose)
      if (close === -1) return callback()
      const scriptEnd = close + scriptClose.length
      this.push(deferModuleScript(held.subarray(0, scriptEnd).toString('utf8'), hrefs))
      stage = 'through'
      const rest = held.subarray(scriptEnd)
      held = Buffer.alloc(0)
      callback(null, rest)
    },
    flush(callback) {
      // A page without a module script goes out as it came (its head without preloads).
      if (held.length > 0) this.push(held)
      callback()
    },
  })
}
