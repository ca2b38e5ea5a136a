/** "411111XXXXXX1111" or "411111******1111" → "1111"; anything without four trailing digits → undefined. */
export function lastFour(masked: string | undefined): string | undefined {
  return /(\d{4})$/.exec(masked?.trim() ?? '')?.[1]
}
