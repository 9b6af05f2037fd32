import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Redo2,
  Undo2,
  Unlink,
} from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Separator,
  ToggleButton,
  Toolbar,
  composeRenderProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { useContentWords } from '../i18n/contentWords';
import { focusRing } from '../utils/focusRing';
import { LinkPopover } from './LinkPopover';

const toolStyles = tv({
  extend: focusRing,
  base: 'inline-flex size-9 items-center justify-center rounded-field border border-transparent text-navy-800 transition-colors cursor-default hover:bg-navy-50 forced-colors:text-[ButtonText]',
  variants: {
    isSelected: {
      true: 'border-navy-700 bg-navy-100 hover:bg-navy-100 forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
    },
    isDisabled: { true: 'opacity-40 hover:bg-transparent forced-colors:text-[GrayText]' },
  },
});

interface ToggleProps {
  name: string;
  icon: ReactNode;
  isSelected: boolean;
  onToggle: () => void;
}

/** A formatting that is on or off where the cursor is: pressed while on (aria-pressed). */
function Toggle({ name, icon, isSelected, onToggle }: ToggleProps) {
  return (
    <ToggleButton
      aria-label={name}
      isSelected={isSelected}
      onChange={onToggle}
      className={composeRenderProps('', (className, renderProps) =>
        toolStyles({ ...renderProps, className }),
      )}
    >
      {icon}
    </ToggleButton>
  );
}

/** An action (undo, remove link): a plain button, as it has no on/off state to announce. */
function Action({
  name,
  icon,
  isDisabled,
  onPress,
}: {
  name: string;
  icon: ReactNode;
  isDisabled: boolean;
  onPress: () => void;
}) {
  return (
    <AriaButton
      aria-label={name}
      isDisabled={isDisabled}
      onPress={onPress}
      className={composeRenderProps('', (className, renderProps) =>
        toolStyles({ ...renderProps, className }),
      )}
    >
      {icon}
    </AriaButton>
  );
}

const iconProps = { 'aria-hidden': true, size: 18, strokeWidth: 2.25 } as const;

export interface RichTextToolbarProps {
  editor: Editor;
  /** The field's label: names the toolbar, as a form has several editors. */
  label: string;
}

/** One tab stop; arrow keys move between the tools (react-aria's Toolbar). */
export function RichTextToolbar({ editor, label }: RichTextToolbarProps) {
  const content = useContentWords();
  const linkButton = useRef<HTMLButtonElement>(null);
  const [isLinkOpen, setLinkOpen] = useState(false);
  // Re-renders the toolbar only when one of these changes, not on every keystroke.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: (current.getAttributes('link')['href'] as string | undefined) ?? '',
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <>
      <Toolbar
        aria-label={content.richText.toolbar({ label })}
        className="flex flex-wrap items-center gap-1 border-b border-line bg-surface-muted p-1"
      >
        <Toggle
          name={content.richText.bold}
          icon={<Bold {...iconProps} />}
          isSelected={state.bold}
          onToggle={() => chain().toggleBold().run()}
        />
        <Toggle
          name={content.richText.italic}
          icon={<Italic {...iconProps} />}
          isSelected={state.italic}
          onToggle={() => chain().toggleItalic().run()}
        />
        <Separator orientation="vertical" className="mx-1 h-6 w-px bg-line" />
        <Toggle
          name={content.richText.heading2}
          icon={<Heading2 {...iconProps} />}
          isSelected={state.heading2}
          onToggle={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <Toggle
          name={content.richText.heading3}
          icon={<Heading3 {...iconProps} />}
          isSelected={state.heading3}
          onToggle={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <Toggle
          name={content.richText.bulletList}
          icon={<List {...iconProps} />}
          isSelected={state.bulletList}
          onToggle={() => chain().toggleBulletList().run()}
        />
        <Toggle
          name={content.richText.orderedList}
          icon={<ListOrdered {...iconProps} />}
          isSelected={state.orderedList}
          onToggle={() => chain().toggleOrderedList().run()}
        />
        <Separator orientation="vertical" className="mx-1 h-6 w-px bg-line" />
        <ToggleButton
          ref={linkButton}
          aria-label={content.richText.link}
          aria-haspopup="dialog"
          aria-expanded={isLinkOpen}
          isSelected={state.link}
          // Opens the address dialog whether or not a link is there: pressing edits it.
          onChange={() => setLinkOpen(true)}
          className={composeRenderProps('', (className, renderProps) =>
            toolStyles({ ...renderProps, className }),
          )}
        >
          <LinkIcon {...iconProps} />
        </ToggleButton>
        <Action
          name={content.richText.removeLink}
          icon={<Unlink {...iconProps} />}
          isDisabled={!state.link}
          onPress={() => chain().extendMarkRange('link').unsetLink().run()}
        />
        <Separator orientation="vertical" className="mx-1 h-6 w-px bg-line" />
        <Action
          name={content.richText.undo}
          icon={<Undo2 {...iconProps} />}
          isDisabled={!state.canUndo}
          onPress={() => chain().undo().run()}
        />
        <Action
          name={content.richText.redo}
          icon={<Redo2 {...iconProps} />}
          isDisabled={!state.canRedo}
          onPress={() => chain().redo().run()}
        />
      </Toolbar>
      <LinkPopover
        triggerRef={linkButton}
        isOpen={isLinkOpen}
        onOpenChange={setLinkOpen}
        initialUrl={state.href}
        onApply={(href) => {
          if (!href) {
            chain().extendMarkRange('link').unsetLink().run();
          } else if (editor.state.selection.empty && !state.link) {
            // No words chosen: the address itself becomes the link's words.
            chain()
              .insertContent({
                type: 'text',
                text: href,
                marks: [{ type: 'link', attrs: { href } }],
              })
              .run();
          } else {
            chain().extendMarkRange('link').setLink({ href }).run();
          }
          setLinkOpen(false);
        }}
      />
    </>
  );
}
