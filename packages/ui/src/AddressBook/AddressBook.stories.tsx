import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AddressBook } from './AddressBook';
import { drawnLeftToRight, onArabicPage } from '../utils/arabicStory';

const meta = {
  component: AddressBook,
  args: {
    addresses: [
      {
        id: 'a1',
        kind: 'receiver',
        name: 'Emirates Supplies',
        contact: 'Sara Khan',
        address: 'Office 402, Al Maktoum Road, Dubai, United Arab Emirates',
        phone: '+971501234567',
      },
      {
        id: 'a2',
        kind: 'sender',
        name: 'Gulf Traders (warehouse)',
        contact: 'Ahmed Hassan',
        address: 'Block 3, Street 12, Shuwaikh, Kuwait',
        phone: '+96522001100',
      },
    ],
    total: 2,
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    search: '',
    onSearch: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AddressBook>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Edit names the address; delete asks first and only then reports. */
export const EditAndDelete: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Emirates Supplies' }));
    await expect(args.onEdit).toHaveBeenCalledWith('a1');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Emirates Supplies' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Emirates Supplies is removed from your address book.');
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('a1');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

export const SearchAndAdd: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search addresses' }),
      'dubai{Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('dubai');
    await userEvent.click(canvas.getByRole('button', { name: 'Add address' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { addresses: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No saved address yet.')).toBeVisible();
  },
};
export const NoMatch: Story = { args: { addresses: [], total: 0, search: 'zzz' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

/** An Arabic page: phones read left to right; addresses take their own script's direction. */
export const Arabic: Story = {
  ...onArabicPage,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+971501234567')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('Block 3, Street 12, Shuwaikh, Kuwait').tagName).toBe('BDI');
  },
};

/**
 * A Latin company name ending in a full stop, on an Arabic page: the name is isolated in its card
 * and in the delete question, so its full stop stays at its end ('Courier Co.', not '.Courier Co').
 */
export const ArabicNameEndingInPunctuation: Story = {
  ...onArabicPage,
  args: {
    addresses: [
      {
        id: 'a3',
        kind: 'receiver',
        name: 'Courier Co.',
        contact: 'Sara Khan',
        address: 'Salmiya, Kuwait',
        phone: '+96522001100',
      },
    ],
    total: 1,
  },
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByText('Courier Co.');
    await expect(name.tagName).toBe('BDI');
    // Its first letter is drawn left of its full stop: it reads 'Courier Co.'.
    await expect(drawnLeftToRight(name, 'Courier Co.')).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'حذف Courier Co.' }));
    const dialog = within(document.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent('\u2068Courier Co.\u2069');
  },
};
