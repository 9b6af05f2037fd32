import { useState, type RefObject } from 'react';
import { Dialog, Form, Popover } from 'react-aria-components';
import { Button } from '../Button/Button';
import { useContentWords } from '../i18n/contentWords';
import { TextField } from '../TextField/TextField';
import { safeLinkUrl } from './linkUrl';

export interface LinkPopoverProps {
  triggerRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The link's address where the cursor is, to edit; empty for a new link. */
  initialUrl: string;
  /** A checked address, or '' to remove the link. */
  onApply: (href: string) => void;
}

/** Asks for a link's address beside the toolbar's Link button (never window.prompt). */
export function LinkPopover({
  triggerRef,
  isOpen,
  onOpenChange,
  initialUrl,
  onApply,
}: LinkPopoverProps) {
  const content = useContentWords();
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom start"
      className="w-80 max-w-[calc(100vw-2rem)] rounded-card border border-line bg-surface shadow-card forced-colors:border-[CanvasText]"
    >
      <Dialog aria-label={content.richText.linkDialog} className="p-4 outline-0">
        {/* Mounted per opening, so the field starts from the current link's address. */}
        <LinkForm initialUrl={initialUrl} onApply={onApply} onCancel={() => onOpenChange(false)} />
      </Dialog>
    </Popover>
  );
}

function LinkForm({
  initialUrl,
  onApply,
  onCancel,
}: Pick<LinkPopoverProps, 'initialUrl' | 'onApply'> & { onCancel: () => void }) {
  const content = useContentWords();
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string>();
  return (
    <Form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        // The editor's page may be inside a form: this one must not submit it.
        event.preventDefault();
        event.stopPropagation();
        if (!url.trim()) return onApply('');
        const href = safeLinkUrl(url);
        if (!href) return setError(content.richText.linkInvalid);
        onApply(href);
      }}
    >
      <TextField
        label={content.richText.linkUrl}
        description={content.richText.linkUrlHint}
        value={url}
        onChange={(next) => {
          setUrl(next);
          setError(undefined);
        }}
        errorMessage={error}
        type="text"
        inputMode="url"
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onPress={onCancel}>
          {content.richText.linkCancel}
        </Button>
        <Button type="submit">{content.richText.linkApply}</Button>
      </div>
    </Form>
  );
}
