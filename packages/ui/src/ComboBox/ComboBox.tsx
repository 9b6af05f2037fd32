import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  composeRenderProps,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import { useMemo, useState } from 'react';
import { contentDir } from '../Bidi/Bidi';
import { useUiWords } from '../i18n/uiWords';
import { Description, FieldError, FieldGroup, Input, Label, type FieldProps } from '../Field/Field';
import { holdFocusScroll } from '../utils/focusScroll';
import { aliasLookup, matchesAny } from '../utils/bilingualSearch';
import { OptionsPopover, type Option } from '../utils/listBox';

export { countryAliases } from '../utils/bilingualSearch';

export interface ComboBoxProps
  extends
    Omit<
      AriaComboBoxProps<Option>,
      | 'isInvalid'
      | 'children'
      | 'selectedKey'
      | 'onSelectionChange'
      | 'value'
      | 'onChange'
      | 'defaultValue'
    >,
    FieldProps {
  items: readonly Option[];
  /** The chosen option's id ('' or null when nothing is chosen). */
  value?: string | null;
  onChange?: (id: string) => void;
  placeholder?: string;
  /**
   * The options are still on their way (for example the cities of a country just chosen): the
   * input is `aria-busy` and the list says so, so nobody picks from a list about to change.
   */
  isLoading?: boolean;
}

/**
 * A searchable picker (countries, cities): typing filters the list, case-insensitively, by each
 * option's name and its other names (`aliases`), so either script finds it on any page.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  items,
  value,
  onChange,
  placeholder,
  isLoading = false,
  className,
  ...props
}: ComboBoxProps) {
  const w = useUiWords();
  // react-aria builds a collection of every option when the box renders, also while a server page
  // hydrates: two boxes of 250 countries made book-shipment's hydration a long task on a phone
  // (Lighthouse's total blocking time). Until the visitor first focuses the box (typing, the button and the keyboard all
  // focus it first) it holds only the chosen option, all a closed box shows.
  const [engaged, setEngaged] = useState(false);
  const options = engaged ? items : items.filter((option) => option.id === value);
  // react-aria filters by an option's text only: its other names are looked up by that text.
  const aliasesByName = useMemo(() => aliasLookup(items), [items]);
  // The box's text takes its own direction: a Latin city on an Arabic page ('Andaman and Nicobar
  // Islands') starts at the left and is cut at its end, not at its first letters; an empty box
  // keeps the page's direction for its placeholder.
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? items.find((option) => option.id === value)?.name ?? '';
  return (
    <AriaComboBox
      {...props}
      onFocus={(event) => {
        holdFocusScroll();
        setEngaged(true);
        props.onFocus?.(event);
      }}
      defaultItems={options}
      // react-aria filters by the box's text even while the list is shut (a chosen 'Kuwait'): the
      // name is tried first, so other names are read only when it does not match.
      defaultFilter={(name, typed) =>
        matchesAny([name], typed) || matchesAny(aliasesByName(name), typed)
      }
      onInputChange={(typed) => {
        setText(typed);
        props.onInputChange?.(typed);
      }}
      selectedKey={value === undefined ? undefined : value || null}
      onSelectionChange={(key: Key | null) => onChange?.(key == null ? '' : String(key))}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      // Typing or the button opens the list. (Opening on focus as well made a press on the button
      // of an unfocused box open and toggle shut in the same press: the list never showed.)
      menuTrigger="input"
      // The empty list opens too: it says 'Loading...' or 'No results' instead of staying shut.
      allowsEmptyCollection
      className={composeRenderProps(className, (c) => `flex flex-col gap-1 ${c ?? ''}`)}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <FieldGroup>
        <Input
          placeholder={placeholder}
          aria-busy={isLoading || undefined}
          dir={contentDir(shown)}
          className="text-ellipsis"
        />
        <AriaButton className="flex h-full w-9 items-center justify-center text-sm text-navy-700 outline-0">
          <span aria-hidden="true">▾</span>
        </AriaButton>
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <OptionsPopover
        items={isLoading ? [] : options}
        emptyText={isLoading ? w.common.loading : w.common.noResults}
      />
    </AriaComboBox>
  );
}
