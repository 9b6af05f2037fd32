import { ListBox, ListBoxItem, Popover, type ListBoxItemProps } from 'react-aria-components';
import { tv } from 'tailwind-variants';

/** One option of a Select or ComboBox: an id the form stores and the name a person reads. */
export interface Option {
  id: string;
  name: string;
  /**
   * Other names a combo box finds the option by (its name in the other language). A function is
   * called only when the visitor first searches: reading a country's names loads the browser's
   * locale data, which no page should pay for while it starts.
   */
  aliases?: readonly string[] | (() => readonly string[]);
}

/** Codes stay on the wire ('voterid', 'van'); people read their labels ('Voter ID', 'Van'). */
export const labelled = (
  options: readonly Option[],
  labels: Readonly<Record<string, string>>,
): Option[] =>
  options.map((option) => ({
    id: option.id,
    name: labels[option.id.toLowerCase()] ?? option.name,
  }));

const itemStyles = tv({
  base: 'cursor-default rounded-md px-3 py-2 text-sm text-ink outline-0 forced-color-adjust-none',
  variants: {
    isFocused: {
      true: 'bg-navy-50 forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
    },
    isSelected: { true: 'font-semibold text-navy-800' },
  },
});

function OptionItem(props: ListBoxItemProps<Option>) {
  return <ListBoxItem {...props} className={(renderProps) => itemStyles(renderProps)} />;
}

/** The pop-up list shared by Select and ComboBox. */
export function OptionsPopover({
  items,
  emptyText,
}: {
  items: Iterable<Option>;
  emptyText?: string;
}) {
  return (
    <Popover className="max-h-72 min-w-(--trigger-width) overflow-auto rounded-field border border-line bg-surface p-1 shadow-card forced-colors:bg-[Canvas]">
      <ListBox
        items={items}
        className="outline-0"
        renderEmptyState={() => <p className="px-3 py-2 text-sm text-ink-muted">{emptyText}</p>}
      >
        {(item) => (
          <OptionItem id={item.id} textValue={item.name}>
            {item.name}
          </OptionItem>
        )}
      </ListBox>
    </Popover>
  );
}
