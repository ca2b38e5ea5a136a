import { escapeHtml } from '@schemas/text/escape-html'
import { type SimulatorBrand, simulatorErrorPage, simulatorPage } from '../shared/page-shell'
import { ecommpayTestCards } from './test-cards'

const brand: SimulatorBrand = { name: 'ECOMMPAY', accent: '#0a7d3b' }
const page = (title: string, body: string, status = 200) => simulatorPage(brand, title, body, status)

/** What the real Payment Page shows for a request it will not open. */
export const errorPage = (code: string, message: string, status = 400) => simulatorErrorPage(brand, code, message, status)

export type CardFormView = { action: string; projectId: number; paymentId: string; amountText: string; description: string; error?: string }

export function cardFormPage(view: CardFormView, status = 200): Response {
  const cards = ecommpayTestCards.map((card) => `<tr><td><code>${card.number}</code></td><td>${escapeHtml(card.label)}</td></tr>`).join('')
  return page(
    `Pay ${view.amountText}`,
    `<div class="box"><p>${escapeHtml(view.description)}</p>
${view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : ''}
<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="project_id" value="${view.projectId}"><input type="hidden" name="payment_id" value="${escapeHtml(view.paymentId)}">
<label for="card_number">Card number</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/30" required></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<label for="card_holder">Cardholder</label><input id="card_holder" name="card_holder" autocomplete="cc-name" required>
<button type="submit">Pay ${escapeHtml(view.amountText)}</button></form></div>
<div class="box"><h2>Test cards</h2><table>${cards}</table><p>Any future expiry, any CVV, any name.</p></div>`,
    status,
  )
}

export function threeDsPage(action: string, projectId: number, paymentId: string): Response {
  const hidden = `<input type="hidden" name="project_id" value="${projectId}"><input type="hidden" name="payment_id" value="${escapeHtml(paymentId)}">`
  return page(
    '3-D Secure check',
    `<div class="box"><p>Your bank asks you to confirm this payment.</p>
<form method="post" action="${escapeHtml(action)}">${hidden}<input type="hidden" name="decision" value="approve"><button type="submit">Approve</button></form>
<form method="post" action="${escapeHtml(action)}">${hidden}<input type="hidden" name="decision" value="fail"><button class="fail" type="submit">Fail authentication</button></form></div>`,
  )
}
