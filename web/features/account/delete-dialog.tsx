// Every delete (an analysis, the whole account): the red trigger button (or the caller's, e.g. a menu item) and
// its confirm dialog, with the same
// Cancel / danger pair, the same busy state (Escape and the backdrop wait for the answer) and the same failure
// text inside the dialog. Closing forgets a failed attempt, so reopening starts clean.
import { type ReactNode, type Ref, type RefObject, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TrashIcon } from '../../components/ui/icons.tsx';
import { deleteFailureText } from './delete-errors.ts';

interface DeleteDialogProps {
  /** The delete mutation: pending while the request runs, its error shown inside the dialog. */
  request: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  /** Also run on close, e.g. to clear a confirmation field. */
  onClose?: () => void;
  size?: 'sm';
  title: string;
  description: ReactNode;
  testId: string;
  /** The words of the trigger and the confirm button, e.g. "Delete account". */
  action: string;
  /** Runs the delete; or, with `form`, the button submits that form instead. */
  onConfirm?: () => void;
  form?: string;
  /** False until the user has confirmed (e.g. typed their email). */
  ready?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  cancelRef?: Ref<HTMLButtonElement>;
  children?: ReactNode;
  /** Draws what opens the dialog (a menu item in a list row) instead of the red button. */
  trigger?: (open: () => void) => ReactNode;
}

export function DeleteDialog(p: DeleteDialogProps) {
  const [open, setOpen] = useState(false);
  const busy = p.request.isPending;
  const close = () => {
    setOpen(false);
    p.request.reset();
    p.onClose?.();
  };
  return (
    <>
      {p.trigger ? (
        p.trigger(() => setOpen(true))
      ) : (
        <Button
          variant="secondary"
          size={p.size}
          className="text-red-700 hover:bg-red-50"
          onClick={() => setOpen(true)}
        >
          <TrashIcon className="size-4" />
          {p.action}
        </Button>
      )}
      <Dialog
        open={open}
        onClose={close}
        busy={busy}
        error={p.request.isError ? deleteFailureText(p.request.error) : null}
        initialFocus={p.initialFocus}
        testId={p.testId}
        title={p.title}
        description={p.description}
        footer={
          <>
            <Button ref={p.cancelRef} variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button
              type={p.form ? 'submit' : 'button'}
              form={p.form}
              variant="danger"
              onClick={p.form ? undefined : p.onConfirm}
              disabled={p.ready === false || busy}
            >
              {busy ? 'Deleting...' : p.action}
            </Button>
          </>
        }
      >
        {p.children}
      </Dialog>
    </>
  );
}
