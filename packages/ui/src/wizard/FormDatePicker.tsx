import { Controller, type FieldValues } from 'react-hook-form';
import { DatePicker } from '../DatePicker/DatePicker';
import { bind, type Bound } from './controlled';
import { useIsRequired } from './requiredFields';

/*
 * A module of its own, not in controlled.tsx: the date picker (react-aria's calendar and
 * @internationalized/date) would otherwise join the initial JavaScript of every form that binds
 * a text field (contact-us, login, check-rate: about 30 KiB each over their budgets).
 */

/** A calendar date ('YYYY-MM-DD') in react-aria's date picker, in the page's language. */
export function FormDatePicker<T extends FieldValues>({
  control,
  name,
  label,
  minDate,
  onValueChange,
}: Bound<T> & {
  /** Earliest date a person may choose, 'YYYY-MM-DD'. */
  minDate?: string;
  /** Called after the form stored a chosen date (e.g. to check it with the server). */
  onValueChange?: (date: string) => void;
}) {
  const required = useIsRequired(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          {...bind(field, fieldState, onValueChange)}
          label={label}
          isRequired={required}
          minDate={minDate}
        />
      )}
    />
  );
}
