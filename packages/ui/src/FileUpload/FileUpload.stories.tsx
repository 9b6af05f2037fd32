import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH } from '@courier/domain/constants';
import { bookingStep3Messages } from '@courier/domain/schemas/bookingStep3';
import { FileUpload, type UploadedFile } from './FileUpload';
import { longestSideWithin, prepareUpload } from './prepareUpload';

const meta = {
  component: FileUpload,
  args: { label: 'KYC Document', onChange: fn() },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

function pngFile(width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#c2410c';
  context.fillRect(0, 0, width, height);
  return new Promise((resolve) =>
    canvas.toBlob(
      (blob) => resolve(new File([blob!], 'passport.png', { type: 'image/png' })),
      'image/png',
    ),
  );
}

export const Empty: Story = {};
export const Chosen: Story = { args: { fileName: 'civil-id.pdf' } };
/** A required upload: a seen mark, and 'required' in the button's description; its name stays the label. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /KYC Document/ });
    await expect(button).toHaveAccessibleName('Choose File KYC Document');
    await expect(button).toHaveAccessibleDescription(/required/);
    await expect(canvas.getByText('*')).toBeVisible();
  },
};
export const InvalidAfterSubmit: Story = {
  args: { errorMessage: bookingStep3Messages.kyc_document },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Choose File/ })).toHaveAccessibleDescription(
      `No file chosen ${bookingStep3Messages.kyc_document}`,
    );
  },
};

/** A large image is compressed to a JPEG within 1905 x 800 before the form gets it. */
export const CompressesImages: Story = {
  render: function Render(args) {
    const [file, setFile] = useState<UploadedFile | null>(null);
    return (
      <FileUpload
        {...args}
        fileName={file?.name}
        onChange={(next) => {
          setFile(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, await pngFile(3000, 1000));
    // Compressing a 3000 x 1000 picture takes longer than findByText's 1 s on a loaded machine.
    await expect(await canvas.findByText('passport.jpg', {}, { timeout: 15_000 })).toBeVisible();
    const uploaded = (args.onChange as ReturnType<typeof fn>).mock.calls.at(
      -1,
    )?.[0] as UploadedFile;
    await expect(uploaded.dataUrl.startsWith('data:image/jpeg')).toBe(true);
    const image = new Image();
    image.src = uploaded.dataUrl;
    await image.decode();
    await expect(image.width).toBeLessThanOrEqual(IMAGE_MAX_WIDTH);
    await expect(image.height).toBeLessThanOrEqual(IMAGE_MAX_HEIGHT);
  },
};

/** Documents pass through unchanged, as data URLs; the compression bound follows 1905 x 800. */
export const DocumentPassesThrough: Story = {
  play: async () => {
    const file = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    await expect(await prepareUpload(file)).toEqual({
      name: 'invoice.pdf',
      type: 'application/pdf',
      dataUrl: 'data:application/pdf;base64,JVBERi0xLjQ=',
    });
    await expect(longestSideWithin(800, 600)).toBe(800);
    await expect(longestSideWithin(3810, 1000)).toBe(IMAGE_MAX_WIDTH);
    await expect(longestSideWithin(1000, 2000)).toBe(IMAGE_MAX_HEIGHT);
  },
};

/** A broken image reports 'Error loading image: ' and the detail. */
export const ImageLoadError: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['not an image'], 'broken.png', { type: 'image/png' }));
    await expect(await canvas.findByText(/^Error loading image: /)).toBeVisible();
  },
};
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { fileName: 'invoice.pdf' },
};
