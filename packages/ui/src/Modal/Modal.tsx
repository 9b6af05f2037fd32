import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import type { ReactNode } from 'react';
import { TERMS_MODAL_BODY_HEIGHT_PX } from '@courier/domain/constants';
import { Button } from '../Button/Button';
import { useUiWords } from '../i18n/uiWords';

export interface ModalProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  /** The footer's button; 'Close' unless told (the confirmation modal says 'Ok'). */
  closeLabel?: string;
  /** The terms and privacy modals keep their body at a fixed height and scroll inside it. */
  scrollBody?: boolean;
}

export function Modal({
  title,
  isOpen,
  onOpenChange,
  children,
  closeLabel,
  scrollBody = false,
}: ModalProps) {
  const w = useUiWords();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      // Phones open the dialog from the bottom of the screen, clear of the toasts at the top (a
      // booking's success toast and its confirmation dialog appear together); a dialog taller
      // than the screen scrolls from its title ('safe').
      className="fixed inset-0 z-50 flex justify-center overflow-y-auto bg-navy-900/50 p-4 [align-items:safe_end] sm:[align-items:safe_center]"
    >
      <AriaModal className="w-full max-w-2xl rounded-card bg-surface shadow-card forced-colors:border">
        <Dialog className="flex flex-col outline-0">
          {({ close }) => (
            <>
              <Heading
                slot="title"
                className="border-b border-line px-6 py-4 text-lg font-semibold text-navy-800"
              >
                {title}
              </Heading>
              <div
                data-testid="modal-body"
                className={scrollBody ? 'overflow-y-auto px-6 py-4' : 'px-6 py-4'}
                style={scrollBody ? { height: TERMS_MODAL_BODY_HEIGHT_PX } : undefined}
                // A scrolling region must be reachable by keyboard to be read (it is then a region).
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={scrollBody ? 0 : undefined}
                role={scrollBody ? 'region' : undefined}
                aria-label={scrollBody ? title : undefined}
              >
                {children}
              </div>
              <div className="flex justify-end border-t border-line px-6 py-3">
                <Button variant="secondary" onPress={close}>
                  {closeLabel ?? w.common.close}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
