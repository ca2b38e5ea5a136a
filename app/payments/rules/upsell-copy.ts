/**
 * The one-tap button says what it charges and to which card: "Buy for $29.99 — card •••• 0077".
 * The card's words are joined by no-break spaces so a narrow button never splits "••••" from its digits.
 */
export function buyLabel(priceText: string, cardLast4: string | null): string {
  return cardLast4 ? `Buy for ${priceText} — card\u00a0••••\u00a0${cardLast4}` : `Buy for ${priceText} with your saved card`
}
