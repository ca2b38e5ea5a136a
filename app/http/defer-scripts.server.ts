/**
 * The page's JavaScript starts loading after its first paint (issue #12). React and Remix put a
 * `<link rel="modulepreload">` for every module of the page in the head and the module script
 * that hydrates it at the end of the body, so a phone on a slow connection fetches ~130 kB of
 * script while it is still fetching the page's image, and Lighthouse's phone simulation counts
 * those downloads before the first paint (LCP 1.8–2.1 s, goal 1.5 s). The pages work before
 * hydration (server-rendered; forms post), so nothing is lost by starting one frame later: the
 * module script becomes a small loader that, after the first paint, adds the same preloads and
 * the same module script (with this response's nonce). React leaves elements added to the head
 * and the end of the body alone when it hydrates.
 */
const modulePreload = /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"\/>/g
const moduleScript = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/

/** The head without its module preloads, and their addresses. */
export function takeModulePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs: string[] = []
  const rest = head.replace(modulePreload, (_link, href: string) => {
    hrefs.push(href)
    return ''
  })
  return { head: rest, hrefs }
}

/** `html` with its module script loaded after the first paint, together with `hrefs` preloaded. */
export function deferModuleScript(html: string, hrefs: string[]): string {
  return html.replace(moduleScript, (_script, nonce: string, source: string) => {
    const loader =
      `(function(){var n=document.currentScript.nonce,s=${json(source)},h=${json(hrefs)},d=0;` +
      'function go(){if(d)return;d=1;h.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)});' +
      'var m=document.createElement("script");m.type="module";m.nonce=n;m.textContent=s;document.body.appendChild(m)}' +
      // After the first contentful paint is on the screen (the paint timing entry arrives once it
      // is presented; a frame callback can run before that on a busy device). A tab in the
      // background paints nothing, and a browser may not report paints: hence the timer.
      'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})}catch(e){}' +
      'setTimeout(go,1000)})()'
    return `<script nonce="${nonce}">${loader}</script>`
  })
}

/** JSON that is safe inside a `<script>` element. */
function json(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
