const looksLikeImage = (icon: string) => /^(\/|https?:)/.test(icon) || /\.(svg|png|jpe?g|webp|gif)$/i.test(icon)

/** An option's or mark's icon: an image path, or a short glyph such as an emoji. Always decorative. */
export function OptionIcon({ icon, size = 32 }: { icon: string; size?: number }) {
  if (looksLikeImage(icon)) {
    return <img className="f-icon" src={icon} width={size} height={size} alt="" decoding="async" />
  }
  return (
    <span className="f-icon f-icon--glyph" aria-hidden="true">
      {icon}
    </span>
  )
}
