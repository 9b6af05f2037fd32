import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ScanInput, type ScanResult } from './ScanInput';

const meta = {
  component: ScanInput,
  args: {
    label: 'Airway bill number',
    onScan: fn(),
    results: [
      {
        id: '2',
        code: '12345678901',
        ok: false,
        message: 'No shipment has this airway bill number.',
      },
      { id: '1', code: '00000000011', ok: true, message: 'In Transit' },
    ],
  },
} satisfies Meta<typeof ScanInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithResults: Story = {};

/** Enter submits each code and clears the field; the result is listed in the live region. */
export const KeyboardWedge: Story = {
  args: { results: [] },
  // A named component, so the story's own state follows the rules of hooks.
  render: function ScanningDesk(args) {
    const [results, setResults] = useState<ScanResult[]>([]);
    return (
      <ScanInput
        {...args}
        results={results}
        onScan={(code) => {
          args.onScan(code);
          setResults((r) => [
            { id: String(r.length), code, ok: code !== '99999999999', message: 'Scanned' },
            ...r,
          ]);
        }}
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Airway bill number' });
    await userEvent.click(input);
    await userEvent.keyboard('00000000011{Enter}99999999999{Enter}');
    await expect(args.onScan).toHaveBeenCalledTimes(2);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Refused')).toBeVisible();
  },
};
export const Disabled: Story = { args: { isDisabled: true, results: [] } };
