import { drawnLeftToRight, onArabicPage } from '@courier/ui/utils/arabicStory';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HtmlContent } from './HtmlContent';

const meta = {
  component: HtmlContent,
  args: {
    html: '<p>Door to door from Kuwait.</p><ul><li>How do I track my shipment?</li></ul>',
  },
} satisfies Meta<typeof HtmlContent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A body without its Arabic twin on an Arabic page: its paragraphs end with their own '.', '?'. */
export const EnglishOnArabicPage: Story = {
  ...onArabicPage,
  play: async ({ canvas }) => {
    await expect(drawnLeftToRight(canvas.getByText('Door to door from Kuwait.'), 'Kuwait.')).toBe(
      true,
    );
    const question = canvas.getByText('How do I track my shipment?');
    await expect(drawnLeftToRight(question, 'shipment?')).toBe(true);
  },
};

/** Arabic content stays right to left, even when it opens with a name in Latin letters. */
export const ArabicOnArabicPage: Story = {
  ...onArabicPage,
  args: { html: '<p>Khaled Al-Rashid، المدير العام لدينا منذ عام 2019.</p>' },
  play: async ({ canvas }) => {
    const paragraph = canvas.getByText(/^Khaled Al-Rashid،/);
    await expect(getComputedStyle(paragraph).direction).toBe('rtl');
  },
};
