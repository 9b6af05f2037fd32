import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { contentEn } from '../i18n/contentEn';
import { i18nOf } from '../i18n/createI18n';
import { wordsOf } from '../i18n/words';

import { longText } from '../utils/storyData';
import { placeholderImage } from '../utils/sampleImages';
import { ImageField, type ImageFieldProps } from './ImageField';

const words = wordsOf(
  i18nOf('en', [{ namespace: 'content', tree: contentEn }]),
  'content',
  contentEn,
).image;
const uploadedUrl = placeholderImage('Uploaded', '#c2410c');

/** The page owns the value, as the admin's form does. */
function Controlled(args: ImageFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <ImageField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  component: ImageField,
  args: {
    label: 'Banner picture',
    value: { url: placeholderImage('Warehouse'), alt: 'Our warehouse in Shuwaikh', altAr: '' },
    onChange: fn(),
    onUpload: fn(async () => ({ url: uploadedUrl, width: 640, height: 360 })),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ImageField>;
export default meta;
type Story = StoryObj<typeof meta>;

function chooseFile(canvasElement: HTMLElement): HTMLInputElement {
  return canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
}

export const WithPicture: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Our warehouse in Shuwaikh' })).toBeVisible();
    await expect(
      await canvas.findByText(words.dimensions({ width: 640, height: 360 })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `${words.replace} Banner picture` }),
    ).toBeVisible();
    await expect(chooseFile(canvasElement)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/avif',
    );
    const arabic = canvas.getByRole('textbox', { name: words.altAr });
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await expect(arabic).toHaveAttribute('lang', 'ar');
    await expect(canvas.getByRole('textbox', { name: words.alt })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

/** Choosing a file hands it to the page's upload; the new picture shows, the alt text stays. */
export const Upload: Story = {
  args: { value: { url: '', alt: '', altAr: '' } },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByText(words.none)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    const file = new File(['png'], 'truck.png', { type: 'image/png' });
    await userEvent.upload(chooseFile(canvasElement), file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ url: uploadedUrl, alt: '', altAr: '' }),
    );
    const preview = canvasElement.querySelector('img')!;
    await expect(preview).toHaveAttribute('src', uploadedUrl);
    await userEvent.type(canvas.getByRole('textbox', { name: words.alt }), 'A van');
    await expect(canvas.getByRole('img', { name: 'A van' })).toBe(preview);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      url: uploadedUrl,
      alt: 'A van',
      altAr: '',
    });
  },
};

/** While the page uploads the button stays focusable, says it is busy and the status says so. */
export const Uploading: Story = {
  args: { onUpload: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: `${words.replace} Banner picture` });
    await userEvent.upload(
      chooseFile(canvasElement),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(words.uploading);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: new RegExp(words.remove) })).toBeDisabled();
  },
};

/** A failed upload shows the page's message, tied to the button; the old picture stays. */
export const UploadFails: Story = {
  args: { onUpload: fn(async () => Promise.reject(new Error('The picture is larger than 5 MB.'))) },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.upload(
      chooseFile(canvasElement),
      new File(['x'], 'big.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByText('The picture is larger than 5 MB.')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `${words.replace} Banner picture` }),
    ).toHaveAccessibleDescription(/The picture is larger than 5 MB\.$/);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('img', { name: 'Our warehouse in Shuwaikh' })).toBeVisible();
  },
};

export const Remove: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${words.remove}: Banner picture` }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ url: '', alt: '', altAr: '' });
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: `${words.choose} Banner picture` }),
    ).toBeVisible();
  },
};

/** After a submit: each message at its input; a required picture has no Remove button. */
export const WithErrors: Story = {
  args: {
    isRequired: true,
    value: { url: placeholderImage('Warehouse'), alt: '', altAr: 'x' },
    errors: { alt: 'Alternative text is required', altAr: 'Too long' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: new RegExp(words.remove) })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: words.alt })).toHaveAccessibleDescription(
      `${words.altHint} Alternative text is required`,
    );
    await expect(canvas.getByRole('textbox', { name: words.altAr })).toHaveAccessibleDescription(
      `${words.altArHint} Too long`,
    );
  },
};

export const RequiredAndMissing: Story = {
  args: {
    isRequired: true,
    value: { url: '', alt: '', altAr: '' },
    errors: { url: 'Banner picture is required' },
    description: 'At least 1600 pixels wide.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: `${words.choose} Banner picture` }),
    ).toHaveAccessibleDescription(
      `${words.none} required At least 1600 pixels wide. Banner picture is required`,
    );
  },
};

export const LongContent: Story = {
  args: {
    label: longText,
    value: { url: placeholderImage('Wide'), alt: longText, altAr: 'نص بديل طويل '.repeat(12) },
  },
};

export const RightToLeftPage: Story = {
  globals: { direction: 'rtl' },
  args: { value: { url: placeholderImage('مستودع'), alt: 'Warehouse', altAr: 'مستودعنا' } },
};
