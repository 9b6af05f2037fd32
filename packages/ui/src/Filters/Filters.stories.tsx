import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { Filters } from './Filters';

const meta = {
  component: Filters,
  args: {
    label: 'Search shipments',
    onSubmit: fn(),
    onClear: fn(),
    children: (
      <>
        <TextField label="Airway bill" />
        <TextField label="Receiver" />
        <TextField label="From" type="date" />
      </>
    ),
  },
} satisfies Meta<typeof Filters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Airway bill' }), '123{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};
export const WithoutClear: Story = { args: { onClear: undefined } };
/**
 * Right to left with the Arabic labels: 'مسح عوامل التصفية' is longer than 'Clear
 * filters'; each label stays on one line and the button moves below when the cell is narrow.
 */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'البحث في الشحنات', submitLabel: 'بحث', clearLabel: 'مسح عوامل التصفية' },
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const search = canvas.getByRole('button', { name: 'بحث' }).getBoundingClientRect();
    const clear = canvas.getByRole('button', { name: 'مسح عوامل التصفية' }).getBoundingClientRect();
    // One line each (the outline button has a border more).
    await expect(clear.height).toBeLessThan(search.height * 1.5);
  },
};
