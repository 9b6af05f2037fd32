import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { RequiredMark, labelStyles } from '../Field/Field';
import { cleanPastedHtml } from './cleanPastedHtml';
import { safeLinkUrl } from './linkUrl';
import { RichTextToolbar } from './RichTextToolbar';

export interface RichTextEditorProps {
  label: string;
  /** The content as HTML; '' when empty. */
  value: string;
  /** Called with the new HTML on every change; '' when the editor is emptied. */
  onChange: (html: string) => void;
  /** The schema's or the server's message. */
  errorMessage?: string;
  description?: string;
  /** The content's direction and language (the Arabic twin: 'rtl', 'ar'); the toolbar keeps the page's. */
  dir?: 'ltr' | 'rtl';
  lang?: string;
  isRequired?: boolean;
  /** Prefix of the ids of the label, the editable area and the messages (a server error may focus it). */
  id?: string;
}

/**
 * What the site's pages may hold: paragraphs, two heading levels, bold, italic, lists, links and
 * line breaks. Other marks and blocks (code, quotes, rules, strike, underline) are left out, so
 * neither shortcuts nor pastes can put in what the toolbar does not offer.
 */
function createExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      // An empty paragraph kept after the last heading or list would be stored with the content.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => safeLinkUrl(url) !== null,
        // Stored links are plain; the site decides how they open.
        HTMLAttributes: { target: null, rel: null, class: null },
      },
    }),
  ];
}

/** Reports kept while the page has not handed them back (a page never lags this far). */
const MAX_UNCONFIRMED = 200;

const contentStyles = [
  'min-h-40 px-3 py-2 text-sm text-ink outline-0',
  '[&_p]:my-2 [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_a]:text-navy-700 [&_a]:underline',
].join(' ');

/**
 * A rich-text field on TipTap: a toolbar and an editable area, labelled, described and marked
 * invalid like the other fields. The page owns the value (HTML) and validates it.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  errorMessage,
  description,
  dir,
  lang,
  isRequired = false,
  id,
}: RichTextEditorProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;
  const errorId = `${baseId}-error`;
  const describedBy =
    [description && descriptionId, errorMessage && errorId].filter(Boolean).join(' ') || undefined;

  // Callbacks given to the editor are registered once: they read the latest onChange from here.
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  // What the editor last reported, so the value coming back from the page is not set again.
  const lastHtml = useRef(value);
  // Every HTML reported that the page has not handed back yet. A page that renders after more
  // keys are in (a busy machine) hands back an older value: setting it again would drop the keys
  // typed since, so a value the editor itself reported is never set again.
  const unconfirmed = useRef<string[]>([]);
  const [extensions] = useState(createExtensions);
  const [initialContent] = useState(value);

  // The same object while these are the same: a new one makes the editor update its view.
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: baseId,
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(errorMessage ? { 'aria-invalid': 'true' } : {}),
        ...(isRequired ? { 'aria-required': 'true' } : {}),
        ...(dir ? { dir } : {}),
        ...(lang ? { lang } : {}),
        class: contentStyles,
      },
      transformPastedHTML: cleanPastedHtml,
    }),
    [baseId, labelId, describedBy, errorMessage, isRequired, dir, lang],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    editorProps,
    // A client-only app (the admin SPA) and Storybook: render at once.
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      lastHtml.current = html;
      unconfirmed.current.push(html);
      if (unconfirmed.current.length > MAX_UNCONFIRMED) unconfirmed.current.shift();
      onChangeRef.current(html);
    },
  });

  // A value from outside (the record loaded, the form reset) replaces the content.
  useEffect(() => {
    const echoed = unconfirmed.current.lastIndexOf(value);
    if (echoed !== -1) {
      unconfirmed.current.splice(0, echoed + 1);
      return;
    }
    if (value === lastHtml.current) return;
    lastHtml.current = value;
    unconfirmed.current = [];
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="flex flex-col gap-1">
      <span className="inline-flex w-fit items-baseline">
        <span id={labelId} className={labelStyles}>
          {label}
        </span>
        {isRequired && <RequiredMark />}
      </span>
      <div
        className={`overflow-hidden rounded-field border bg-surface focus-within:border-navy-700 has-[.ProseMirror:focus-visible]:outline-3 has-[.ProseMirror:focus-visible]:outline-offset-2 has-[.ProseMirror:focus-visible]:outline-focus forced-colors:bg-[Field] ${
          errorMessage ? 'border-danger forced-colors:border-[Mark]' : 'border-line'
        }`}
      >
        <RichTextToolbar editor={editor} label={label} />
        <EditorContent editor={editor} />
      </div>
      {description && (
        <span id={descriptionId} className="text-sm text-ink-muted">
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={errorId} className="text-sm font-medium text-danger forced-colors:text-[Mark]">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
