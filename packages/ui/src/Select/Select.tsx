import {
  Button as AriaButton,
  Select as AriaSelect,
  SelectValue,
  composeRenderProps,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { Description, FieldError, Label, type FieldProps } from '../Field/Field';
import { useUiWords } from '../i18n/uiWords';
import { focusRing } from '../utils/focusRing';
import { OptionsPopover, type Option } from '../utils/listBox';

export type { Option } from '../utils/listBox';

const triggerStyles = tv({
  extend: focusRing,
  base: 'flex h-10 w-full items-center justify-between gap-2 rounded-field border bg-surface px-3 text-start text-sm text-ink forced-colors:bg-[Field]',
  variants: {
    isInvalid: { true: 'border-danger forced-colors:border-[Mark]', false: 'border-line' },
    isDisabled: { true: 'opacity-60' },
  },
});

export interface SelectProps
  extends
    Omit<AriaSelectProps<Option>, 'isInvalid' | 'children' | 'value' | 'onChange'>,
    FieldProps {
  items: readonly Option[];
  /** The chosen option's id ('' or null when nothing is chosen). */
  value?: string | null;
  onChange?: (id: string) => void;
  placeholder?: string;
  /**
   * The options are still on their way (for example the vehicles of a page just opened): the
   * trigger and its list say 'Loading...', so nobody picks from a list about to change. (The
   * trigger cannot carry `aria-busy`: react-aria's Button passes no such attribute on.)
   */
  isLoading?: boolean;
}

export function Select({
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
}: SelectProps) {
  const w = useUiWords();
  const isInvalid = Boolean(errorMessage);
  return (
    <AriaSelect
      {...props}
      placeholder={isLoading ? w.common.loading : placeholder}
      value={value === undefined ? undefined : value || null}
      onChange={(key: Key | null) => onChange?.(key == null ? '' : String(key))}
      isInvalid={isInvalid}
      validationBehavior="aria"
      // An empty list opens too: it says 'Loading...' or 'No results' instead of staying shut.
      allowsEmptyCollection
      className={composeRenderProps(className, (c) => `flex flex-col gap-1 ${c ?? ''}`)}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <AriaButton className={(renderProps) => triggerStyles({ ...renderProps, isInvalid })}>
        <SelectValue className="truncate placeholder-shown:text-ink-muted" />
        <span aria-hidden="true" className="text-navy-700">
          ▾
        </span>
      </AriaButton>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <OptionsPopover
        items={isLoading ? [] : items}
        emptyText={isLoading ? w.common.loading : w.common.noResults}
      />
    </AriaSelect>
  );
}
