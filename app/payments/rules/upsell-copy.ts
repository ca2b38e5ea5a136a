/** The one-tap button says what it charges and to which card: "Buy for $29.99 — card •••• 0077". */
export function buyLabel(priceText: string, cardLast4: string | null): string {
  return cardLast4 ? `Buy for ${priceText} — card •••• ${cardLast4}` : `Buy for ${priceText} with your saved card`
}
