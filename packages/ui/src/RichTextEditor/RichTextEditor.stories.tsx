import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { contentEn } from '../i18n/contentEn';
import { i18nOf } from '../i18n/createI18n';
import { wordsOf } from '../i18n/words';

import { longText } from '../utils/storyData';
import { cleanPastedHtml } from './cleanPastedHtml';
import { safeLinkUrl } from './linkUrl';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

const words = wordsOf(
  i18nOf('en', [{ namespace: 'content', tree: contentEn }]),
  'content',
  contentEn,
).richText;

/** The page owns the value, as the admin's form does. */
function Controlled(args: RichTextEditorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <RichTextEditor
      {...args}
      value={value}
      onChange={(html) => {
        setValue(html);
        args.onChange(html);
      }}
    />
  );
}

const meta = {
  component: RichTextEditor,
  args: { label: 'Body', value: '<p>We deliver across Kuwait.</p>', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A page that hands each value back late, as a busy machine's React does: the editor has taken
 * more keys by the time an older value comes back.
 */
function SlowPage(args: RichTextEditorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <>
      <RichTextEditor
        {...args}
        value={value}
        onChange={(html) => {
          args.onChange(html);
          setTimeout(() => setValue(html), 150);
        }}
      />
      <span hidden data-testid="page-value">
        {value}
      </span>
    </>
  );
}

/**
 * Waits for what the story needs however slow the machine: testing-library gives up after one
 * second by default, which a loaded CI machine's editor can take to report.
 */
const settled = (check: () => unknown) => waitFor(check, { timeout: 20_000 });

function lastHtml(onChange: unknown): string {
  return String((onChange as ReturnType<typeof fn>).mock.calls.at(-1)?.[0] ?? '');
}

/** Bold from the toolbar: the page is told the new HTML, with <strong>. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const editor = canvas.getByRole('textbox', { name: 'Body' });
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await expect(
      canvas.getByRole('toolbar', { name: words.toolbar({ label: 'Body' }) }),
    ).toBeVisible();
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    const bold = canvas.getByRole('button', { name: words.bold });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('<strong>'));
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.querySelector('strong')).not.toBeNull();
  },
};

/** Typing, a heading and a list from the keyboard; the toolbar and the area are reached with Tab. */
export const KeyboardOnly: Story = {
  args: { value: '' },
  play: async ({ canvas, args, userEvent }) => {
    const editor = canvas.getByRole('textbox', { name: 'Body' });
    await userEvent.tab();
    // The toolbar is one tab stop: its first tool takes the focus, arrows move along it.
    await expect(canvas.getByRole('button', { name: words.bold })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: words.italic })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: words.heading2 })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // A tool hands the focus back to the text (TipTap does it on the next frame).
    await settled(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('Opening hours');
    await settled(() => expect(lastHtml(args.onChange)).toBe('<h2>Opening hours</h2>'));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: words.bulletList }));
    await settled(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('Sunday to Thursday');
    await settled(() =>
      expect(lastHtml(args.onChange)).toBe(
        '<h2>Opening hours</h2><ul><li><p>Sunday to Thursday</p></li></ul>',
      ),
    );
    // Emptying the field reports '' (a required check sees nothing), not '<p></p>'.
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await settled(() => expect(lastHtml(args.onChange)).toBe(''));
    await userEvent.click(canvas.getByRole('button', { name: words.undo }));
    // (Quick edits are one step of the history: what comes back depends on the typing speed.)
    await settled(() => expect(lastHtml(args.onChange)).toContain('Opening hours'));
    await userEvent.click(canvas.getByRole('button', { name: words.redo }));
    await settled(() => expect(lastHtml(args.onChange)).toBe(''));

    // Tab from the page reaches the text. (In browsers Tab leaves the toolbar at once; the test
    // browser's injected Tab walks the remaining tools first, so press until it arrives.)
    editor.blur();
    for (let presses = 0; presses < 12 && document.activeElement !== editor; presses += 1) {
      await userEvent.tab();
    }
    await expect(editor).toHaveFocus();
  },
};

/** Keys typed while the page still hands back older values all stay in the text. */
export const LatePage: Story = {
  args: { value: '' },
  render: (args) => <SlowPage {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Body' }));
    await userEvent.keyboard('Sunday to Thursday');
    await settled(() => expect(lastHtml(args.onChange)).toBe('<p>Sunday to Thursday</p>'));
    // Once the page holds the last value, every late one has come back: the text is still whole.
    await settled(() =>
      expect(canvas.getByTestId('page-value')).toHaveTextContent('<p>Sunday to Thursday</p>'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Body' })).toHaveTextContent(
      'Sunday to Thursday',
    );
  },
};

/** The link tool asks for the address in a small dialog and refuses a javascript: one. */
export const AddLink: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const editor = canvas.getByRole('textbox', { name: 'Body' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: words.link }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: words.linkDialog,
    });
    const address = within(dialog).getByRole('textbox', { name: words.linkUrl });
    await expect(address).toHaveFocus();
    await userEvent.keyboard('javascript:alert(1){Enter}');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(`${words.linkUrlHint} ${words.linkInvalid}`);
    await userEvent.clear(address);
    await userEvent.keyboard('/about{Enter}');
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe('<p><a href="/about">We deliver across Kuwait.</a></p>'),
    );
    await expect(dialog).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: words.link })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: words.removeLink }));
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>We deliver across Kuwait.</p>'));
  },
};

/** A paste from Word or a web page keeps its words and structure, not its styles or scripts. */
export const PasteIsCleaned: Story = {
  args: { value: '' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      cleanPastedHtml(
        '<p class="MsoNormal" style="margin:0" onclick="x()">Hello<o:p>&nbsp;</o:p></p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><!--[if gte mso 9]><xml></xml><![endif]-->',
      ),
    ).toBe('<p>Hello</p>');
    await expect(
      cleanPastedHtml(
        '<b style="font-weight:normal" id="docs-internal-guid-1"><span style="font-weight:700">Bold</span> <span style="font-style:italic">it</span></b>',
      ),
    ).toBe('<span><strong>Bold</strong></span> <span><em>it</em></span>');
    await expect(safeLinkUrl('example.com/rates')).toBe('https://example.com/rates');
    await expect(safeLinkUrl('data:text/html,x')).toBeNull();
    await expect(safeLinkUrl('//evil.example')).toBeNull();

    const editor = canvas.getByRole('textbox', { name: 'Body' });
    await userEvent.click(editor);
    const clipboardData = new DataTransfer();
    clipboardData.setData(
      'text/html',
      '<h2 style="color:red" class="x">Rates</h2><p onmouseover="steal()"><span style="font-weight:bold">Fast</span> delivery<o:p></o:p></p><script>alert(1)</script>',
    );
    clipboardData.setData('text/plain', 'Rates Fast delivery');
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe('<h2>Rates</h2><p><strong>Fast</strong> delivery</p>'),
    );
  },
};

/** After a submit: the error is shown and tied to the area; a required field is announced. */
export const WithError: Story = {
  args: {
    value: '',
    isRequired: true,
    description: 'Shown on the About page.',
    errorMessage: 'Body is required',
  },
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Body' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAttribute('aria-required', 'true');
    await expect(editor).toHaveAccessibleDescription('Shown on the About page. Body is required');
  },
};

/** The Arabic twin: the content is right to left and Arabic; the toolbar keeps the page's side. */
export const Arabic: Story = {
  args: {
    label: 'Body (Arabic)',
    value: '<h2>من نحن</h2><p>نوصل الشحنات في جميع أنحاء الكويت.</p>',
    dir: 'rtl',
    lang: 'ar',
  },
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Body (Arabic)' });
    await expect(editor).toHaveAttribute('dir', 'rtl');
    await expect(editor).toHaveAttribute('lang', 'ar');
  },
};

export const RightToLeftPage: Story = { ...Arabic, globals: { direction: 'rtl' } };

/** A value set by the page after mount (the record arrives) replaces the content. */
export const ValueFromOutside: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <>
        <button type="button" onClick={() => setValue('<p>Loaded from the server</p>')}>
          Load
        </button>
        <RichTextEditor {...args} value={value} onChange={setValue} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    await expect(canvas.getByRole('textbox', { name: 'Body' })).toHaveTextContent(
      'Loaded from the server',
    );
  },
};

export const LongContent: Story = {
  args: {
    value: `<h2>About us</h2>${`<p>${longText}</p>`.repeat(6)}<h3>Our network</h3><ol><li><p>${longText}</p></li><li><p>Second</p></li></ol>`,
  },
};
