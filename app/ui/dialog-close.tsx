import { X } from 'lucide-react'

/**
 * The close control every modal dialog carries, in its top-right corner: a 44 px tap target named
 * "Close". It closes the <dialog> it sits in (whose `close` event the dialog's owner hears, as it
 * hears Escape), unless `onClose` says what closing means.
 */
export function DialogClose({ onClose, label = 'Close' }: { onClose?: () => void; label?: string }) {
  return (
    <button
      type="button"
      className="ui-dialog__close"
      aria-label={label}
      onClick={(event) => (onClose ? onClose() : event.currentTarget.closest('dialog')?.close())}
    >
      <X size={20} aria-hidden="true" />
    </button>
  )
}
