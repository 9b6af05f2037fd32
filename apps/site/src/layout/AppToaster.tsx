import { TOAST_DISPLAY_MS, TOAST_POSITION } from '@courier/domain/constants';
import { Toaster, ToastBar, toast } from 'react-hot-toast';

/** Spec 9: toasts show 5000 ms at the top right and close on tap. */
export function AppToaster() {
  return (
    <Toaster position={TOAST_POSITION} toastOptions={{ duration: TOAST_DISPLAY_MS }}>
      {(t) => (
        <div onClick={() => toast.dismiss(t.id)} role="presentation" className="cursor-pointer">
          <ToastBar toast={t} />
        </div>
      )}
    </Toaster>
  );
}
