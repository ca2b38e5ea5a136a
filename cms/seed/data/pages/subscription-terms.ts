export const subscriptionTerms = {
  slug: 'subscription-terms' as const,
  title: 'Subscription Terms',
  body: `These Subscription Terms explain how paid plans of the AI Learning Platform work: what you pay, when you are charged, and how to cancel or ask for a refund. They are part of our [Terms of Use](/terms).

## 1. Plans and introductory periods

Each plan has a first period and a renewal period, shown on the checkout page before you pay — for example "1 week, then every 4 weeks" or "12 weeks, then every 12 weeks". The price for the first period may be an introductory price. The renewal price is shown next to it.

## 2. Automatic renewal

Your subscription renews automatically at the end of each period and we charge the renewal price to the payment method you used, unless you cancel before the period ends. We send a reminder by e-mail before a renewal of a plan longer than one month.

## 3. Cancelling, pausing and switching

You can cancel, pause or switch your plan at any time in your profile, on the website or in the app (Profile → Settings → Subscriptions). Cancelling stops future renewals; you keep access until the end of the period you have already paid for. A switch to another plan takes effect at your next renewal unless the screen tells you otherwise.

## 4. Money-back guarantee

If the platform is not right for you, you can ask for a full refund of your **first payment** within **14 days** of purchase, provided you have completed no more than half of any course or challenge. Renewal payments can be refunded if you ask within **48 hours** of the charge and have not used the platform since. Write to us through Help in your profile and include the e-mail address of your account.

Refunds go back to the original payment method within 5–10 business days, depending on your bank. One-time packs bought after the subscription (for example prompt packs or AI tool credits) are non-refundable once used.

## 5. Prices, currency and taxes

Prices are shown in the currency of your country where available (US dollars otherwise) and include applicable taxes unless stated. Your bank may add conversion fees. We may change renewal prices for future periods; we will tell you at least 30 days in advance and you can cancel before the change applies.

## 6. Failed payments

If a renewal payment fails, we retry it over the following days. Access may be paused until the payment succeeds or you update your payment method.

## 7. Your statutory rights

Nothing in these terms limits the rights you have under consumer law in your country.

## 8. Contact

Questions about billing? Open Help in your profile or reply to any receipt e-mail; a person from our support team answers within two business days.`,
}
