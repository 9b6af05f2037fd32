import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Heading,
  Popover,
  composeRenderProps,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { useUiWords } from '../i18n/uiWords';
import { Description, FieldError, FieldGroup, Label, type FieldProps } from '../Field/Field';
import { focusRing } from '../utils/focusRing';

/** Parses 'YYYY-MM-DD', or gives null for anything else (an empty form value included). */
function toDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

const cellStyles = tv({
  extend: focusRing,
  base: 'flex size-9 items-center justify-center rounded-full text-sm forced-color-adjust-none',
  variants: {
    isSelected: {
      false: 'text-ink hover:bg-navy-50',
      true: 'bg-navy-800 text-white forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
    },
    isDisabled: { true: 'text-ink-muted/60 line-through forced-colors:text-[GrayText]' },
    isOutsideMonth: { true: 'invisible' },
  },
});

export interface DatePickerProps
  extends
    Omit<
      AriaDatePickerProps<CalendarDate>,
      'isInvalid' | 'value' | 'onChange' | 'minValue' | 'defaultValue'
    >,
    FieldProps {
  /** 'YYYY-MM-DD' or '' */
  value?: string;
  onChange?: (iso: string) => void;
  /** Earliest date a person may choose, 'YYYY-MM-DD' (e.g. today in Kuwait for collection dates). */
  minDate?: string;
}

export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  onChange,
  minDate,
  className,
  ...props
}: DatePickerProps) {
  const w = useUiWords();
  return (
    <AriaDatePicker
      {...props}
      value={value === undefined ? undefined : toDate(value)}
      onChange={(date) => onChange?.(date ? date.toString() : '')}
      minValue={toDate(minDate) ?? undefined}
      // With no value the calendar opens at the minimum date's month.
      placeholderValue={toDate(minDate) ?? undefined}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={composeRenderProps(className, (c) => `flex flex-col gap-1 ${c ?? ''}`)}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <FieldGroup className="ps-3">
        <DateInput className="flex flex-1 py-2 text-sm">
          {(segment) => (
            <DateSegment
              segment={segment}
              className="rounded px-0.5 tabular-nums text-ink outline-0 type-literal:px-0 placeholder-shown:text-ink-muted focus:bg-navy-800 focus:text-white"
            />
          )}
        </DateInput>
        <AriaButton
          aria-label={w.common.chooseDate}
          className="flex h-full w-10 items-center justify-center border-s border-line text-navy-800 outline-0 pressed:bg-navy-50"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4 fill-none stroke-current stroke-2"
          >
            <rect x="3" y="4" width="14" height="13" rx="2" />
            <path d="M3 8h14M7 2v4M13 2v4" />
          </svg>
        </AriaButton>
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className="rounded-card border border-line bg-surface p-3 shadow-card">
        <Dialog className="outline-0">
          <Calendar>
            <header className="mb-2 flex items-center justify-between gap-2">
              <AriaButton
                slot="previous"
                className="rounded px-2 py-1 text-navy-800 hover:bg-navy-50"
              >
                <span aria-hidden="true" className="inline-block rtl:rotate-180">
                  ‹
                </span>
              </AriaButton>
              <Heading className="text-sm font-semibold text-ink" />
              <AriaButton slot="next" className="rounded px-2 py-1 text-navy-800 hover:bg-navy-50">
                <span aria-hidden="true" className="inline-block rtl:rotate-180">
                  ›
                </span>
              </AriaButton>
            </header>
            <CalendarGrid>
              {(date) => <CalendarCell date={date} className={(rp) => cellStyles(rp)} />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
