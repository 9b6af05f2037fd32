import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleLocations } from '../utils/sampleLocations';
import { onArabicPage } from '../utils/arabicStory';
import { LocationTable } from './LocationTable';

const meta = { component: LocationTable, args: { locations: sampleLocations } } satisfies Meta<
  typeof LocationTable
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    for (const header of ['City', 'Address', 'Mobile', 'Email']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    // The City column shows the city, not the office's name.
    await expect(canvas.getByRole('rowheader', { name: 'Kuwait City' })).toBeInTheDocument();
    await expect(canvas.queryByText('Sharq Head Office')).toBeNull();
  },
};
/** Hidden when there are no results. */
export const NoResults: Story = {
  args: { locations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** The lines an element's text is drawn on: the text of each, in order. */
function drawnLines(element: Element): string[] {
  const lines: { top: number; text: string }[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    for (let index = 0; index < text.data.length; index += 1) {
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      const top = Math.round(range.getBoundingClientRect().top);
      const line = lines.at(-1);
      if (line && Math.abs(line.top - top) < 4) line.text += text.data[index];
      else lines.push({ top, text: text.data[index]! });
    }
  }
  return lines.map((line) => line.text);
}

/**
 * A phone, Arabic page: a long e-mail address wraps in its stacked card only after its '@' or
 * before a dot, never inside a name.
 */
export const LongEmailOnPhone: Story = {
  ...onArabicPage,
  globals: { ...onArabicPage.globals, viewport: { value: 'mobile1' } },
  args: {
    locations: [{ ...sampleLocations[0]!, email_id: 'klia.cargo@courierexpress-kuwait.com.kw' }],
  },
  play: async ({ canvas }) => {
    const email = canvas.getByText('klia.cargo@courierexpress-kuwait.com.kw');
    const lines = drawnLines(email);
    await expect(lines.length).toBeGreaterThan(1);
    for (const [index, line] of lines.entries()) {
      if (index > 0)
        await expect(lines[index - 1]!.endsWith('@') || line.startsWith('.')).toBe(true);
    }
  },
};
