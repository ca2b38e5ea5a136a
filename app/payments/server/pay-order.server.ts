import { findBuyerOrder, parseOrderId } from './buyer-order.server'
import { startCheckout } from './checkout.server'
import { buyerSubject } from '~/flags/index.server'

/** "Pay" (and "Try again"): the buyer's order goes to the provider; the answer is where to send them. */
export async function payOrder(request: Request, clientIp: string | undefined): Promise<string> {
  const order = await findBuyerOrder(request, parseOrderId(new URL(request.url).searchParams.get('order')))
  const buyer = await buyerSubject(request, `order:${order.id}`)
  const { redirectUrl } = await startCheckout(order, { clientIp, buyer })
  return redirectUrl
}
