import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { contentEn } from '../i18n/contentEn';
import { i18nOf } from '../i18n/createI18n';
import { wordsOf } from '../i18n/words';

import { PublishBadge } from '../PublishBadge/PublishBadge';
import { longText } from '../utils/storyData';
import { moveBy, reorderAround } from './reorder';
import { SortableList, type SortableListProps } from './SortableList';

const words = wordsOf(
  i18nOf('en', [{ namespace: 'content', tree: contentEn }]),
  'content',
  contentEn,
).sortable;

interface Career {
  id: number;
  title: string;
  published: boolean;
}

const careers: Career[] = [
  { id: 11, title: 'Courier driver', published: true },
  { id: 12, title: 'Warehouse supervisor', published: false },
  { id: 13, title: 'Customer service agent', published: true },
  { id: 14, title: 'Accountant', published: true },
];

type Props = SortableListProps<Career>;

/** The page keeps the order and passes the rows back in it, as the admin's list does. */
function Controlled(args: Props) {
  const [items, setItems] = useState(args.items);
  return (
    <SortableList
      {...args}
      items={items}
      onReorder={(ids) => {
        setItems(ids.map((id) => items.find((item) => item.id === id)!));
        args.onReorder(ids);
      }}
    />
  );
}

const meta = {
  component: SortableList<Career>,
  args: {
    'aria-label': 'Careers',
    items: careers,
    itemName: (item: Career) => item.title,
    renderItem: (item: Career) => (
      <span className="flex flex-wrap items-center gap-2">
        <a href={`#career-${item.id}`} className="font-semibold text-navy-800 underline">
          {item.title}
        </a>
        <PublishBadge isPublished={item.published} />
      </span>
    ),
    renderActions: (item: Career) => (
      <Button variant="ghost" aria-label={`Delete ${item.title}`}>
        Delete
      </Button>
    ),
    onReorder: fn(),
  },
  render: (args) => <Controlled {...(args as Props)} />,
} satisfies Meta<Props>;
export default meta;
type Story = StoryObj<typeof meta>;

function rowTitles(canvasElement: HTMLElement): string[] {
  return Array.from(canvasElement.querySelectorAll('[role="row"] a'), (link) => link.textContent);
}

/** Move down: the page gets the whole new order, the row moves, its button keeps the focus. */
export const MoveButtons: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('grid', { name: 'Careers' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: words.moveUp({ name: 'Courier driver' }) }),
    ).toBeDisabled();
    const down = canvas.getByRole('button', { name: words.moveDown({ name: 'Courier driver' }) });
    await userEvent.click(down);
    await expect(args.onReorder).toHaveBeenLastCalledWith([12, 11, 13, 14]);
    await waitFor(() =>
      expect(rowTitles(canvasElement)).toEqual([
        'Warehouse supervisor',
        'Courier driver',
        'Customer service agent',
        'Accountant',
      ]),
    );
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: words.moveDown({ name: 'Courier driver' }) }),
      ).toHaveFocus(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      words.moved({ name: 'Courier driver', position: 2, total: 4 }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: words.moveUp({ name: 'Accountant' }) }),
    );
    await expect(args.onReorder).toHaveBeenLastCalledWith([12, 11, 14, 13]);
  },
};

/** At the last place Move down is off: the focus goes to the row's Move up instead. */
export const MoveToTheEnd: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const down = canvas.getByRole('button', {
      name: words.moveDown({ name: 'Customer service agent' }),
    });
    await userEvent.click(down);
    await expect(args.onReorder).toHaveBeenLastCalledWith([11, 12, 14, 13]);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: words.moveUp({ name: 'Customer service agent' }) }),
      ).toHaveFocus(),
    );
    await expect(
      canvas.getByRole('button', { name: words.moveDown({ name: 'Customer service agent' }) }),
    ).toBeDisabled();
  },
};

/** React-aria's keyboard drag and drop: Enter on a row's handle, arrows to the place, Enter. */
export const KeyboardDragAndDrop: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    // The list is one tab stop; the row comes first, then its handle (arrow right).
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // React-aria names the handle after the row.
    await expect(canvas.getByRole('button', { name: 'Drag Courier driver' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The drop targets follow: between rows, moved with the arrows.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalled());
    const order = (args.onReorder as ReturnType<typeof fn>).mock.calls.at(-1)?.[0] as number[];
    // Two steps down from its own place: after the third row.
    await expect(order).toEqual([12, 13, 11, 14]);
    await waitFor(() =>
      expect(rowTitles(canvasElement)).toEqual([
        'Warehouse supervisor',
        'Customer service agent',
        'Courier driver',
        'Accountant',
      ]),
    );
  },
};

/** The order computations, at their edges. */
export const OrderRules: Story = {
  play: async () => {
    await expect(reorderAround([1, 2, 3, 4], [1], 3, 'after')).toEqual([2, 3, 1, 4]);
    await expect(reorderAround([1, 2, 3, 4], new Set(['4']), 1, 'before')).toEqual([4, 1, 2, 3]);
    await expect(reorderAround([1, 2, 3], [2], 2, 'before')).toEqual([1, 2, 3]);
    await expect(reorderAround(['a', 'b'], ['a'], 'zz', 'after')).toEqual(['a', 'b']);
    await expect(moveBy([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    await expect(moveBy([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    await expect(moveBy(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: words.moveDown({ name: 'Courier driver' }) }),
    ).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.empty)).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    items: [
      { id: 1, title: longText, published: true },
      ...careers,
      { id: 2, title: longText.toUpperCase(), published: false },
    ],
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    items: [
      { id: 1, title: 'سائق توصيل', published: true },
      { id: 2, title: 'مشرف مستودع', published: false },
    ],
  },
};
