import { useEffect, useRef } from 'react';
import toast, {
  ToastBar,
  Toaster as HotToaster,
  useToasterStore,
  type Toast,
} from 'react-hot-toast';
import {
  TOAST_CLOSE_ON_TAP,
  TOAST_DISPLAY_MS,
  TOAST_EASE_MS,
  TOAST_EXTENDED_MS,
  TOAST_POSITION,
} from '@courier/domain/constants';
import { useUiWords } from '../i18n/uiWords';

export { toast };

/** An error that a later success makes stale (a failed login followed by a good one). */
function useDismissStaleErrors() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const lastSuccess = Math.max(
      -Infinity,
      ...toasts.filter((t) => t.visible && t.type === 'success').map((t) => t.createdAt),
    );
    for (const t of toasts) {
      if (t.visible && t.type === 'error' && t.createdAt <= lastSuccess) toast.dismiss(t.id);
    }
  }, [toasts]);
}

/**
 * Spec timing once the pointer has rested on a toast: it stays while hovered, and closes
 * TOAST_EXTENDED_MS after the pointer leaves (react-hot-toast alone would resume the time left
 * of the 5 s, up to ~5 s more).
 */
function useExtendedTimeout() {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return {
    onMouseEnter: (id: string) => {
      clearTimeout(timers.current.get(id));
      timers.current.delete(id);
    },
    onMouseLeave: (id: string) => {
      clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          toast.dismiss(id);
        }, TOAST_EXTENDED_MS),
      );
    },
  };
}

/** Enter and exit over TOAST_EASE_MS (react-hot-toast's own take 350 and 400 ms). */
const easeStyle = (t: Toast) =>
  t.height
    ? {
        animation: t.visible
          ? `toast-in ${TOAST_EASE_MS}ms cubic-bezier(.21,1.02,.73,1) forwards`
          : `toast-out ${TOAST_EASE_MS}ms cubic-bezier(.06,.71,.55,1) forwards`,
      }
    : undefined;

export interface ToasterProps {
  /**
   * Distance from the top of the window, px or a CSS length (a custom property): the site keeps
   * toasts below its header.
   */
  offsetTop?: number | string;
}

/**
 * The one toaster of a page: top-right, 5000 ms, and a tap anywhere on a toast closes it. A
 * success dismisses the error toasts shown before it. A toast shows its words as given: the
 * domain's messages are in the page's language already (@courier/domain/messageWords), and so is
 * what the API answered.
 */
export function Toaster({ offsetTop = 16 }: ToasterProps) {
  const w = useUiWords();
  useDismissStaleErrors();
  const extended = useExtendedTimeout();
  return (
    <HotToaster
      position={TOAST_POSITION}
      containerStyle={{ top: offsetTop }}
      toastOptions={{
        duration: TOAST_DISPLAY_MS,
        // Taken off the page once its exit animation has run.
        removeDelay: TOAST_EASE_MS,
        className: 'text-sm text-ink',
        success: { iconTheme: { primary: '#067647', secondary: '#ffffff' } },
        error: { iconTheme: { primary: '#b42318', secondary: '#ffffff' } },
      }}
    >
      {(t) => (
        // A tap anywhere on a toast closes it (spec); keyboards use its dismiss button.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div
          onClick={TOAST_CLOSE_ON_TAP ? () => toast.dismiss(t.id) : undefined}
          onMouseEnter={() => extended.onMouseEnter(t.id)}
          onMouseLeave={() => extended.onMouseLeave(t.id)}
        >
          <ToastBar style={easeStyle(t)} toast={t}>
            {({ icon, message }) => (
              <>
                {icon}
                {message}
                <button
                  type="button"
                  aria-label={w.common.dismiss}
                  onClick={() => toast.dismiss(t.id)}
                  className="ms-1 rounded px-1 text-ink-muted hover:text-ink focus-visible:outline-3 focus-visible:outline-focus"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </>
            )}
          </ToastBar>
        </div>
      )}
    </HotToaster>
  );
}
