import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import {
  multiTrackingSchema,
  trackingBoxSchema,
  trackingNumberSchema,
} from '@courier/domain/schemas/tracking';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { useUiWords } from '../i18n/uiWords';

const schemas = {
  /** The hero's and home's single input: 'Please enter your tracking number.' */
  single: trackingNumberSchema,
  /** Several numbers at once, leading to multi-tracking. */
  multiple: multiTrackingSchema,
  /** The separate tracking box: 'Please enter a tracking number.' */
  box: trackingBoxSchema,
} as const;

type TrackingBoxVariant = keyof typeof schemas;

export interface TrackingBoxProps {
  variant?: TrackingBoxVariant;
  /** Called with the trimmed number, or the cleaned comma-joined list for 'multiple'. */
  onTrack: (trackingNumber: string) => void;
  defaultValue?: string;
}

/** A tracking input with its TRACK button; Enter in the input tracks too (it submits the form). */
export function TrackingBox({ variant = 'single', onTrack, defaultValue = '' }: TrackingBoxProps) {
  const w = useUiWords();
  const { control, handleSubmit } = useForm<
    { tracking_number: string },
    unknown,
    { tracking_number: string }
  >({
    resolver: zodResolver(schemas[variant]),
    defaultValues: { tracking_number: defaultValue },
  });
  const multiple = variant === 'multiple';
  return (
    <Form
      onSubmit={handleSubmit((values) => onTrack(values.tracking_number))}
      validationBehavior="aria"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      role="search"
      aria-label={multiple ? w.tracking.multipleLabel : w.tracking.label}
    >
      <Controller
        control={control}
        name="tracking_number"
        render={({ field, fieldState }) => (
          <TextField
            label={multiple ? w.tracking.multipleLabel : w.tracking.label}
            placeholder={multiple ? w.tracking.multiplePlaceholder : w.tracking.placeholder}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            errorMessage={fieldState.error?.message}
            // Tracking numbers are typed left to right on Arabic pages too.
            isLtrValue
            className="flex-1"
          />
        )}
      />
      <Button type="submit" className="sm:mt-6">
        {multiple ? w.tracking.trackAll : w.tracking.track}
      </Button>
    </Form>
  );
}
