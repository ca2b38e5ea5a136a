import { oneTimeCodeEmail, type OneTimeCodeProps } from '../templates/one-time-code'
import { type RenderedEmail, renderEmail } from '../templates/render-email'
import { siteUrl } from './mail-facts.server'

/**
 * The one-time code mail, rendered for auth to send at once (`payload.sendEmail`, not the outbox: a
 * code is due now or never). Its code is marked secret by the template.
 */
export function renderCodeEmail(props: Omit<OneTimeCodeProps, 'siteUrl'>): Promise<RenderedEmail> {
  return renderEmail(oneTimeCodeEmail({ ...props, siteUrl: siteUrl() }))
}
