import { escapeHtml } from '../ecommpay/simulator-pages'
import { solidgateTestCards } from './test-cards'

/**
 * The simulator's hosted Payment Page: plain HTML forms (no script, so the site's CSP needs no
 * nonce), laid out for a phone first. Every interpolated value is escaped.
 */
const style = `body{font:16px/1.4 system-ui,sans-serif;margin:0;background:#f2f4f8;color:#14171f}
main{max-width:26rem;margin:0 auto;padding:1rem}h1{font-size:1.3rem}.box{background:#fff;border-radius:12px;padding:1rem;margin:1rem 0}
label{display:block;margin:.6rem 0 .2rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.7rem;font-size:1rem;border:1px solid #bbb;border-radius:8px}
.row{display:flex;gap:.6rem}.row>div{flex:1}button{width:100%;padding:.8rem;margin-top:1rem;font-size:1rem;border:0;border-radius:8px;background:#3d4ee0;color:#fff}
button.fail{background:#b3261e}.error{color:#b3261e;font-weight:600}table{width:100%;border-collapse:collapse;font-size:.85rem}td{padding:.25rem;border-top:1px solid #eee}`

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title><style>${style}</style></head><body><main><p>Solidgate · local simulator</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

/** What the hosted page shows for a link it will not open (unknown, used or expired). */
export function errorPage(code: string, message: string, status = 404): Response {
  return page('Payment cannot be processed', `<div class="box"><p class="error" data-code="${escapeHtml(code)}">Error ${escapeHtml(code)}: ${escapeHtml(message)}</p></div>`, status)
}

export type CardFormView = { action: string; title: string; amountText: string; description: string; error?: string }

export function cardFormPage(view: CardFormView, status = 200): Response {
  const cards = solidgateTestCards.map((card) => `<tr><td><code>${card.number}</code></td><td>${escapeHtml(card.label)}</td></tr>`).join('')
  return page(
    `Pay ${view.amountText}`,
    `<div class="box"><p><strong>${escapeHtml(view.title)}</strong></p><p>${escapeHtml(view.description)}</p>
${view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : ''}
<form method="post" action="${escapeHtml(view.action)}">
<label for="card_number">Card number</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/30" required></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<label for="card_holder">Cardholder (optional)</label><input id="card_holder" name="card_holder" autocomplete="cc-name">
<button type="submit">Pay ${escapeHtml(view.amountText)}</button></form></div>
<div class="box"><h2>Test cards</h2><table>${cards}</table><p>Any future expiry, any CVV.</p></div>`,
    status,
  )
}

export function threeDsPage(action: string): Response {
  return page(
    '3-D Secure check',
    `<div class="box"><p>Your bank asks you to confirm this payment.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="decision" value="approve"><button type="submit">Approve</button></form>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="decision" value="fail"><button class="fail" type="submit">Fail authentication</button></form></div>`,
  )
}
