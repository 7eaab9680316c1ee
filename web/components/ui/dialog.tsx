// The app's modal dialog: a native <dialog> opened with showModal(), so the page behind is inert, Escape closes
// it and focus goes back to the button that opened it. Chromium still lets Tab leave for the browser's own UI,
// so Tab and Shift+Tab wrap inside (as the welcome tour does). It stays mounted while closed: removing an open
// modal from the DOM would skip the focus return.
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside a modal <dialog> (the app's dialogs and the welcome tour). */
export function trapTab(e: KeyboardEvent<HTMLDialogElement>, dialog: HTMLDialogElement | null): void {
  const items = Array.from(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

interface DialogProps {
  open: boolean;
  /** Escape, the backdrop or a Cancel button: the parent sets `open` to false. */
  onClose: () => void;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  /** The action buttons, right-aligned (stacked on narrow screens). */
  footer: ReactNode;
  /** Focused on open; for a destructive action, the safe choice (Cancel) or the confirmation field. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** While a request runs, Escape and the backdrop do nothing (the outcome must still be shown). */
  busy?: boolean;
  /**
   * A failure, shown and announced inside the dialog: a toast would sit under the backdrop, in the inert part of
   * the page, where it is neither readable nor read out.
   */
  error?: string | null;
  testId?: string;
}

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  initialFocus,
  busy,
  error,
  testId,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      data-testid={testId}
      // Escape closes natively (then `close` tells the parent), except while busy.
      onCancel={(e) => busy && e.preventDefault()}
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && !busy && onClose()}
      onKeyDown={(e) => e.key === 'Tab' && trapTab(e, ref.current)}
      className="m-auto w-[calc(100%-2rem)] max-w-md animate-toast-in rounded-2xl bg-white p-0 shadow-2xl"
    >
      <div className="p-6">
        <h2 id={`${id}-title`} className="font-bold text-slate-900 text-xl tracking-tight">
          {title}
        </h2>
        <div id={`${id}-desc`} className="mt-2 space-y-2 text-slate-600 text-sm leading-6">
          {description}
        </div>
        {children && <div className="mt-5">{children}</div>}
        {/* Always present (empty until needed) so that screen readers announce what appears in it. */}
        <div role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800 text-sm empty:hidden">
          {error}
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 border-slate-100 border-t bg-slate-50 px-6 py-4 sm:flex-row sm:justify-end">
        {footer}
      </div>
    </dialog>
  );
}
