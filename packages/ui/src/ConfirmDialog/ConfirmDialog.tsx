import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useAdminUiWords } from '../i18n/adminWords';

export interface ConfirmDialogProps {
  title: string;
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** What will happen, and any field the confirmation needs (a reason). */
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the action runs the confirm button is busy. */
  isBusy?: boolean;
  /** False until the fields inside are filled. */
  canConfirm?: boolean;
}

/** Asks before an action that cannot be undone (cancel a shipment, disable an account). */
export function ConfirmDialog({
  title,
  isOpen,
  onCancel,
  onConfirm,
  children,
  confirmLabel,
  cancelLabel,
  isBusy = false,
  canConfirm = true,
}: ConfirmDialogProps) {
  const adminUi = useAdminUiWords();
  confirmLabel ??= adminUi.confirm.confirm;
  cancelLabel ??= adminUi.confirm.cancel;
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-navy-900/50 p-4"
    >
      <Modal className="w-full max-w-md rounded-card bg-surface shadow-card forced-colors:border">
        <Dialog role="alertdialog" className="flex flex-col gap-4 p-6 outline-0">
          <Heading slot="title" className="text-lg font-semibold text-navy-800">
            {title}
          </Heading>
          <div className="text-sm text-ink">{children}</div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onPress={onCancel}>
              {cancelLabel}
            </Button>
            <Button onPress={onConfirm} isBusy={isBusy} isDisabled={!canConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
