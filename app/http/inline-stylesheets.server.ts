import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The page's stylesheets inside its HTML (issue #12). On a phone's slow connection every external
 * stylesheet is a round trip before anything can paint — measured with Lighthouse's mobile preset,
 * inlining them takes the first paint from ~1.9 s to ~1.1 s. They are small (≈ 11 kB compressed for
 * a funnel screen). React renders them as `<link rel="stylesheet" … data-precedence>` in the head;
 * this puts the content of those that are built `/assets/*.css` files (read once) in `<style>`
 * elements before them (document-stream.server.ts calls it with the page's head). On client
 * navigations React loads stylesheets as usual. Development (Vite serves CSS from source) is left alone.
 */
const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)" data-precedence="([\w-]*)"\/>/g
const contents = new Map<string, string | null>()

function stylesheet(clientDir: string, href: string): string | null {
  if (!contents.has(href)) {
    try {
      // `</style` cannot occur in built CSS outside a string; refuse rather than break the page.
      const css = readFileSync(path.join(clientDir, href), 'utf8')
      contents.set(href, css.includes('</style') ? null : css)
    } catch {
      contents.set(href, null)
    }
  }
  return contents.get(href) ?? null
}

export function rewrite(html: string, clientDir: string): string {
  return html.replace(stylesheetLink, (link, href: string, precedence: string) => {
    const css = stylesheet(clientDir, href)
    if (css === null) return link
    // The link is what React looks for when it hydrates the page's stylesheets: finding it, it
    // neither adds another nor waits for one. Browsers do not download a stylesheet of a type they
    // do not know, so it costs nothing (`disabled` would still be downloaded by Chromium).
    return `<style data-href="${href}" data-precedence="${precedence}">${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" type="text/x-inlined"/>`
  })
}
