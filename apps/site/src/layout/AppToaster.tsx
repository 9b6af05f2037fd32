import { Toaster, ToastBar, toast } from 'react-hot-toast';

// Spec 9: toasts show 5000 ms at the top right and close on tap.
export const TOAST_DURATION_MS = 5000;

export function AppToaster() {
  return (
    <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }}>
      {(t) => (
        <div onClick={() => toast.dismiss(t.id)} role="presentation" className="cursor-pointer">
          <ToastBar toast={t} />
        </div>
      )}
    </Toaster>
  );
}
