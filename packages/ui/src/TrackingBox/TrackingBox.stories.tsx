import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { trackingMessages } from '@courier/domain/schemas/tracking';
import { TrackingBox } from './TrackingBox';
import { onArabicPage } from '../utils/arabicStory';

const meta = { component: TrackingBox, args: { onTrack: fn() } } satisfies Meta<typeof TrackingBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptySubmitShowsMessage: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Tracking Number' });
    await expect(canvas.queryByText(trackingMessages.required)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'TRACK' }));
    await expect(input).toHaveAccessibleDescription(trackingMessages.required);
    await expect(args.onTrack).not.toHaveBeenCalled();
  },
};

export const EnterTracks: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Tracking Number' }),
      '  40012345678{Enter}',
    );
    await expect(args.onTrack).toHaveBeenCalledWith('40012345678');
  },
};

export const Multiple: Story = {
  args: { variant: 'multiple' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Tracking Numbers' }),
      '400123, 400124 400125{Enter}',
    );
    await expect(args.onTrack).toHaveBeenCalledWith('400123,400124,400125');
  },
};

export const BoxBlankAfterTrim: Story = {
  args: { variant: 'box', defaultValue: '   ' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'TRACK' }));
    await expect(await canvas.findByText(trackingMessages.box)).toBeVisible();
  },
};

export const Filled: Story = { args: { defaultValue: '40012345678' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** An Arabic page: the label reads right to left, the number is typed left to right. */
export const Arabic: Story = {
  ...onArabicPage,
  args: { defaultValue: '70012345012' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('dir', 'ltr');
    await expect(input).toHaveValue('70012345012');
  },
};
