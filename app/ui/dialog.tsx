import type React from 'react'
import { useEffect, useId, useRef } from 'react'
import { DialogClose } from './dialog-close'

/**
 * A modal dialog (or a bottom sheet on phones with `sheet`) on the browser's own <dialog>: focus
 * is trapped and Escape closes it, as does the Close button in its corner. `open` drives it;
 * `onClose` hears Escape, the Close button and the backdrop.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  sheet = false,
}: {
  open: boolean
  onClose: () => void
  title: string
  children?: React.ReactNode
  actions?: React.ReactNode
  sheet?: boolean
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    // A click on the backdrop closes it, as a tap outside a sheet does; keyboards have Escape (native).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={sheet ? 'ui-dialog ui-dialog--sheet' : 'ui-dialog'}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose()
      }}
    >
      <DialogClose onClose={onClose} />
      <h2 className="ui-dialog__title" id={titleId}>
        {title}
      </h2>
      {children ? <div className="ui-dialog__body">{children}</div> : null}
      {actions ? <div className="ui-dialog__actions">{actions}</div> : null}
    </dialog>
  )
}
