import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { documentStream } from './document-stream.server'

const clientDir = mkdtempSync(path.join(tmpdir(), 'inline-css-'))
mkdirSync(path.join(clientDir, 'assets'))
writeFileSync(path.join(clientDir, 'assets', 'app-1.css'), '.a{color:red}')
writeFileSync(path.join(clientDir, 'assets', 'bad-1.css'), '.b{content:"</style>"}')

async function run(chunks: string[]): Promise<string> {
  const stream = documentStream(clientDir)
  const out: Buffer[] = []
  stream.on('data', (chunk: Buffer) => out.push(chunk))
  const ended = new Promise((resolve) => stream.on('end', resolve))
  for (const chunk of chunks) stream.write(Buffer.from(chunk))
  stream.end()
  await ended
  return Buffer.concat(out).toString('utf8')
}

describe('the document stream: inline stylesheets', () => {
  it('puts built stylesheets of the head into the page, however the head is cut into chunks', async () => {
    const html = '<html><head><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/></head><body>é</body></html>'
    const expected =
      '<html><head><style data-href="/assets/app-1.css" data-precedence="default">.a{color:red}</style>' +
      '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default" type="text/x-inlined"/></head><body>é</body></html>'
    expect(await run([html])).toBe(expected)
    const bytes = Buffer.from(html)
    // Cut inside the link, inside `</head>` and inside the two bytes of é.
    const cuts = [5, 30, bytes.indexOf('</head>') + 3, bytes.indexOf('é') + 1]
    const stream = documentStream(clientDir)
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

describe('the document stream: scripts after the first paint', () => {
  const head =
    '<html><head><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/><title>t</title></head>'
  const script =
    '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-1.js");</script>'
  // As Remix writes it: scripts of its own (scroll restoration, the context) before the module script.
  const earlier = '<script nonce="abc">restoreScroll();</script><script nonce="abc">window.__remixContext = {};</script>'
  const page = `${head}<body><h1>é</h1>${earlier}${script}<script nonce="abc">window.__remixContext.streamController.close();</script></body></html>`

  it('takes the preloads out of the head and turns the module script into a loader with the same preloads, source and nonce', async () => {
    const html = await run([page])
    expect(html).not.toContain('modulepreload" href')
    expect(html).not.toContain('type="module" async')
    expect(html).toContain(`<title>t</title></head><body><h1>é</h1>${earlier}<script nonce="abc">(function(){`)
    expect(html).toContain('h=["/assets/entry.client-1.js","/assets/root-2.js"]')
    // The source is kept as a string that cannot end the script element early.
    expect(html).toContain('s="import * as route0 from \\"/assets/root-2.js\\";\\nimport(\\"/assets/entry.client-1.js\\");"')
    expect(html).toContain('first-contentful-paint')
    expect(html.endsWith('<script nonce="abc">window.__remixContext.streamController.close();</script></body></html>')).toBe(true)
  })

  it('gives the same page however it is cut into chunks', async () => {
    const whole = await run([page])
    // Each earlier script once, the module script deferred (a cut inside the module script once
    // sent the earlier scripts twice and the module script as it was).
    expect(whole.split('window.__remixContext = {}')).toHaveLength(2)
    const bytes = Buffer.from(page)
    for (let cut = 1; cut < bytes.length; cut++) {
      const stream = documentStream(clientDir)
      const out: Buffer[] = []
      stream.on('data', (chunk: Buffer) => out.push(chunk))
      const ended = new Promise((resolve) => stream.on('end', resolve))
      stream.write(bytes.subarray(0, cut))
      stream.end(bytes.subarray(cut))
      await ended
      expect(Buffer.concat(out).toString('utf8'), `cut at ${cut}`).toBe(whole)
    }
  })

  it('runs the loader: once the first contentful paint is reported it adds the preloads and a module script with the nonce and source', async () => {
    const html = await run([page])
    const loader = /<script nonce="abc">(\(function\(\)\{[\s\S]*?)<\/script>/.exec(html)![1]!
    const added: Record<string, string>[] = []
    const timers: (() => void)[] = []
    const observers: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void)[] = []
    const document = {
      currentScript: { nonce: 'abc' },
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (node: Record<string, string>) => added.push(node) },
      body: { appendChild: (node: Record<string, string>) => added.push(node) },
    }
    class PerformanceObserver {
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback)
      }
      observe(options: unknown) {
        expect(options).toEqual({ type: 'paint', buffered: true })
      }
    }
    new Function('document', 'setTimeout', 'PerformanceObserver', loader)(
      document,
      (timer: () => void) => timers.push(timer),
      PerformanceObserver,
    )
    const paint = (name: string) =>
      observers.forEach((callback) =>
        callback({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }, { disconnect: () => undefined }),
      )
    paint('first-paint')
    timers.slice(1).forEach((timer) => timer())
    expect(added).toEqual([])
    paint('first-contentful-paint')
    timers.slice(1).forEach((timer) => timer())
    timers[0]!() // the hidden tab's timer as well: it loads once
    expect(added).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.client-1.js' },
      { rel: 'modulepreload', href: '/assets/root-2.js' },
      { type: 'module', nonce: 'abc', textContent: 'import * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-1.js");' },
    ])
  })

  it('loads the scripts after a second where no paint is reported (a tab in the background)', async () => {
    const html = await run([page])
    const loader = /<script nonce="abc">(\(function\(\)\{[\s\S]*?)<\/script>/.exec(html)![1]!
    const added: unknown[] = []
    const timers: { run: () => void; ms: number }[] = []
    const document = {
      currentScript: { nonce: 'abc' },
      createElement: () => ({}),
      head: { appendChild: (node: unknown) => added.push(node) },
      body: { appendChild: (node: unknown) => added.push(node) },
    }
    new Function('document', 'setTimeout', 'PerformanceObserver', loader)(
      document,
      (run: () => void, ms: number) => timers.push({ run, ms }),
      undefined, // no paint timing: the observer cannot be made
    )
    expect(timers.map((timer) => timer.ms)).toEqual([1000])
    timers[0]!.run()
    expect(added).toHaveLength(3)
  })

  it('leaves a page without a module script as it came, but for the preloads', async () => {
    const html = `${head}<body><h1>Error</h1></body></html>`
    expect(await run([html])).toBe(html.replace(/<link rel="modulepreload"[^>]*>/g, ''))
  })
})

describe('the document stream: a long body cut anywhere', () => {
  it('gives the same page however it is cut, with the module script far from the head', async () => {
    const page =
      '<html><head><link rel="modulepreload" href="/assets/root-2.js"/></head><body>' +
      `<p>${'é'.repeat(700)}</p><script nonce="abc">window.__remixContext = {};</script>` +
      '<script nonce="abc" type="module" async="">import("/assets/root-2.js");</script><p>after</p></body></html>'
    const whole = await run([page])
    expect(whole).toContain('</p><script nonce="abc">window.__remixContext = {};</script><script nonce="abc">(function(){')
    const bytes = Buffer.from(page)
    for (let first = 1; first < bytes.length; first += 97) {
      for (const second of [first + 1, first + 13, first + 600]) {
        const stream = documentStream(clientDir)
        const out: Buffer[] = []
        stream.on('data', (chunk: Buffer) => out.push(chunk))
        const ended = new Promise((resolve) => stream.on('end', resolve))
        stream.write(bytes.subarray(0, first))
        stream.write(bytes.subarray(first, second))
        stream.end(bytes.subarray(second))
        await ended
        expect(Buffer.concat(out).toString('utf8'), `cut at ${first} and ${second}`).toBe(whole)
      }
    }
  })
})
