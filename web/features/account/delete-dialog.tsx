// The confirm dialog of every delete (an analysis, the whole account): the same Cancel / danger pair, the same
// busy state (Escape and the backdrop wait for the answer) and the same failure text inside the dialog.
import type { ReactNode, Ref, RefObject } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { deleteFailureText } from './delete-errors.ts';

interface DeleteDialogProps {
  open: boolean;
  onClose: () => void;
  /** The delete mutation: pending while the request runs, its error shown inside the dialog. */
  request: { isPending: boolean; isError: boolean; error: unknown };
  title: string;
  description: ReactNode;
  testId: string;
  /** The confirm button's words, e.g. "Delete account". */
  action: string;
  /** Runs the delete; or, with `form`, the button submits that form instead. */
  onConfirm?: () => void;
  form?: string;
  /** False until the user has confirmed (e.g. typed their email). */
  ready?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  cancelRef?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}

export function DeleteDialog(p: DeleteDialogProps) {
  const busy = p.request.isPending;
  return (
    <Dialog
      open={p.open}
      onClose={p.onClose}
      busy={busy}
      error={p.request.isError ? deleteFailureText(p.request.error) : null}
      initialFocus={p.initialFocus}
      testId={p.testId}
      title={p.title}
      description={p.description}
      footer={
        <>
          <Button ref={p.cancelRef} variant="secondary" onClick={p.onClose} disabled={busy}>
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
  );
}
