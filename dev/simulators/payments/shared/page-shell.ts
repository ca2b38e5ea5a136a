/**
 * The simulators' hosted pages: plain HTML forms (no script, so the site's CSP needs no nonce),
 * laid out for a phone first. Every interpolated value is escaped. Each provider keeps its own
 * name and button colour so a tester sees at once which one they are on.
 */
import { escapeHtml } from '@schemas/text/escape-html'

const style = (accent: string) => `body{font:16px/1.4 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d1d1f}
main{max-width:26rem;margin:0 auto;padding:1rem}h1{font-size:1.3rem}.box{background:#fff;border-radius:12px;padding:1rem;margin:1rem 0}
label{display:block;margin:.6rem 0 .2rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.7rem;font-size:1rem;border:1px solid #bbb;border-radius:8px}
.row{display:flex;gap:.6rem}.row>div{flex:1}button{width:100%;padding:.8rem;margin-top:1rem;font-size:1rem;border:0;border-radius:8px;background:${accent};color:#fff}
button.fail{background:#b3261e}.error{color:#b3261e;font-weight:600}table{width:100%;border-collapse:collapse;font-size:.85rem}td{padding:.25rem;border-top:1px solid #eee}`

export type SimulatorBrand = { name: string; accent: string }

export function simulatorPage(brand: SimulatorBrand, title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title><style>${style(brand.accent)}</style></head><body><main><p>${escapeHtml(brand.name)} · local simulator</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

/** What a hosted page shows for a request it will not open. */
export function simulatorErrorPage(brand: SimulatorBrand, code: string, message: string, status: number): Response {
  const body = `<div class="box"><p class="error" data-code="${escapeHtml(code)}">Error ${escapeHtml(code)}: ${escapeHtml(message)}</p></div>`
  return simulatorPage(brand, 'Payment cannot be processed', body, status)
}
