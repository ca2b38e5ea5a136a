import path from 'node:path'
import { Transform } from 'node:stream'
import { deferModuleScript, takeModulePreloads } from './defer-scripts.server'
import { rewrite as inlineStylesheets } from './inline-stylesheets.server'

const headEnd = Buffer.from('</head>')
const moduleScriptStart = Buffer.from(' type="module" async="">')
const scriptClose = Buffer.from('</script>')

/**
 * What every server-rendered page goes through on its way out (entry.server.tsx): the head gets
 * its stylesheets inlined and loses its module preloads, and the module script that hydrates the
 * page waits for the first paint (inline-stylesheets.server.ts, defer-scripts.server.ts). The
 * head and the module script are held until they are whole; everything else streams through.
 */
export function documentStream(clientDir = path.resolve('build', 'client')): Transform {
  let held = Buffer.alloc(0)
  let stage: 'head' | 'script' | 'through' = 'head'
  let hrefs: string[] = []
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (stage === 'through') return callback(null, chunk)
      held = Buffer.concat([held, chunk])
      if (stage === 'head') {
        // Cut right after `</head>` (ASCII), so no character is split between the two parts.
        const end = held.indexOf(headEnd)
        if (end === -1) return callback()
        const cut = end + headEnd.length
        const head = takeModulePreloads(inlineStylesheets(held.subarray(0, cut).toString('utf8'), clientDir))
        hrefs = head.hrefs
        this.push(head.head)
        held = held.subarray(cut)
        stage = 'script'
      }
      // The markers are ASCII: the bytes up to `</script>` are whole characters.
      const start = held.indexOf(moduleScriptStart)
      const close = start === -1 ? -1 : held.indexOf(scriptClose, start)
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
