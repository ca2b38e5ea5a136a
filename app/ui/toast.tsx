import type React from 'react'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { X } from 'lucide-react'

export type ToastTone = 'success' | 'failure'
type Toast = { id: number; tone: ToastTone; text: string }

/** Spec (learning app §5): a failure toast hides after 20 s. A success note needs less. */
export const toastDuration: Record<ToastTone, number> = { failure: 20_000, success: 5_000 }

type Show = (text: string | null | undefined, tone?: ToastTone) => void
const ToastContext = createContext<Show>(() => {})

/** The toasts a page shows; `show(null)` shows nothing (the spec's "unless the error title is null"). */
export function useToast(): Show {
  return useContext(ToastContext)
}

export function Toaster({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const next = useRef(0)
  const dismiss = useCallback((id: number) => setToasts((now) => now.filter((toast) => toast.id !== id)), [])
  const show = useCallback<Show>((text, tone = 'failure') => {
    if (!text) return
    const id = ++next.current
    setToasts((now) => [...now.filter((toast) => toast.text !== text), { id, tone, text }])
  }, [])
  const value = useMemo(() => show, [show])
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="ui-toaster" role="region" aria-label="Notifications">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  )
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toastDuration[toast.tone])
    return () => clearTimeout(timer)
  }, [toast, onDismiss])
  return (
    <div className={`ui-toast ui-toast--${toast.tone}`} role={toast.tone === 'failure' ? 'alert' : 'status'}>
      <p className="ui-toast__text">{toast.text}</p>
      <button type="button" className="ui-toast__close" onClick={() => onDismiss(toast.id)}>
        <X size={18} aria-hidden="true" />
        <span className="ui-sr-only">Dismiss</span>
      </button>
    </div>
  )
}
