import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineStylesheets } from './inline-stylesheets.server'

const clientDir = mkdtempSync(path.join(tmpdir(), 'inline-css-'))
mkdirSync(path.join(clientDir, 'assets'))
writeFileSync(path.join(clientDir, 'assets', 'app-1.css'), '.a{color:red}')
writeFileSync(path.join(clientDir, 'assets', 'bad-1.css'), '.b{content:"</style>"}')

async function run(chunks: string[]): Promise<string> {
  const stream = inlineStylesheets(clientDir)
  const out: Buffer[] = []
  stream.on('data', (chunk: Buffer) => out.push(chunk))
  const ended = new Promise((resolve) => stream.on('end', resolve))
  for (const chunk of chunks) stream.write(Buffer.from(chunk))
  stream.end()
  await ended
  return Buffer.concat(out).toString('utf8')
}

describe('inline stylesheets', () => {
  it('puts built stylesheets of the head into the page, however the head is cut into chunks', async () => {
    const html = '<html><head><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/></head><body>é</body></html>'
    const expected =
      '<html><head><style data-href="/assets/app-1.css" data-precedence="default">.a{color:red}</style>' +
      '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default" type="text/x-inlined"/></head><body>é</body></html>'
    expect(await run([html])).toBe(expected)
    const bytes = Buffer.from(html)
    // Cut inside the link, inside `</head>` and inside the two bytes of é.
    const cuts = [5, 30, bytes.indexOf('</head>') + 3, bytes.indexOf('é') + 1]
    const stream = inlineStylesheets(clientDir)
    const out: Buffer[] = []
    stream.on('data', (chunk: Buffer) => out.push(chunk))
    for (const [index, cut] of cuts.entries()) stream.write(bytes.subarray(cuts[index - 1] ?? 0, cut))
    stream.end(bytes.subarray(cuts.at(-1)))
    await new Promise((resolve) => stream.on('end', resolve))
    expect(Buffer.concat(out).toString('utf8')).toBe(expected)
  })

  it('leaves links it cannot inline, and anything after the head, as they are', async () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/missing.css" data-precedence="default"/><link rel="stylesheet" href="/assets/bad-1.css" data-precedence="default"/></head>' +
      '<body><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/></body>'
    expect(await run([html])).toBe(html)
  })
})
