/**
 * The demo's seller (Site settings → Seller on receipts): an invented business at an invented
 * address, plainly a placeholder, so a demo receipt shows where the real ones go.
 */
export const demoSeller = {
  legalName: 'AI Learning Demo Ltd',
  address: '1 Example Street\nLondon\nUnited Kingdom',
}
