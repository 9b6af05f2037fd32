import { useEffect } from 'react';
import toast, { ToastBar, Toaster as HotToaster, useToasterStore } from 'react-hot-toast';
import { TOAST_CLOSE_ON_TAP, TOAST_DISPLAY_MS, TOAST_POSITION } from '@courier/domain/constants';
import { translateMessage } from '@courier/domain/messagesAr';
import { useLanguage } from '../i18n/LanguageProvider';
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

export interface ToasterProps {
  /**
   * Distance from the top of the window, px or a CSS length (a custom property): the site keeps
   * toasts below its header.
   */
  offsetTop?: number | string;
}

/**
 * The one toaster of a page: top-right, 5000 ms, and a tap anywhere on a toast closes it. A
 * success dismisses the error toasts shown before it. Callers toast the domain's English messages
 * (spec section 8); they read in the page's language here (translateMessage: English unchanged,
 * a text it does not know, such as the API's answer already in the page's language, as it is).
 */
export function Toaster({ offsetTop = 16 }: ToasterProps) {
  const w = useUiWords();
  const language = useLanguage();
  useDismissStaleErrors();
  return (
    <HotToaster
      position={TOAST_POSITION}
      containerStyle={{ top: offsetTop }}
      toastOptions={{
        duration: TOAST_DISPLAY_MS,
        className: 'text-sm text-ink',
        success: { iconTheme: { primary: '#067647', secondary: '#ffffff' } },
        error: { iconTheme: { primary: '#b42318', secondary: '#ffffff' } },
      }}
    >
      {(t) => (
        // A tap anywhere on a toast closes it (spec); keyboards use its dismiss button.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div onClick={TOAST_CLOSE_ON_TAP ? () => toast.dismiss(t.id) : undefined}>
          <ToastBar
            toast={
              typeof t.message === 'string'
                ? { ...t, message: translateMessage(t.message, language) }
                : t
            }
          >
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
