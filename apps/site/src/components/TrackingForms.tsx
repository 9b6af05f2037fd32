import { multiTrackingSchema, trackingNumberSchema, type MultiTrackingFormInput, type TrackingNumberForm } from '@courier/domain/schemas/tracking';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { en } from '../i18n/en';
import { errorClass } from './form/fieldStyles';

export const orderTrackingHref = (number: string) => `/order-tracking?tracking_number=${encodeURIComponent(number)}`;
export const multiTrackingHref = (numbers: string) => `/multi-tracking?tracking_number=${encodeURIComponent(numbers)}`;

/** Home hero tracking box: TRACK (or Enter) opens order-tracking for the number. */
export function SingleTrackingForm({ idPrefix = 'track' }: { idPrefix?: string }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TrackingNumberForm>({ resolver: zodResolver(trackingNumberSchema), defaultValues: { tracking_number: '' } });
  const error = errors.tracking_number?.message;
  return (
    <form onSubmit={handleSubmit((values) => navigate(orderTrackingHref(values.tracking_number)))} noValidate aria-label="Track a shipment">
      <div className="flex overflow-hidden rounded-field bg-white shadow-card">
        <label htmlFor={`${idPrefix}-number`} className="sr-only">
          Tracking number
        </label>
        <input
          id={`${idPrefix}-number`}
          placeholder="Enter your tracking number"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${idPrefix}-error` : undefined}
          className="min-w-0 flex-1 px-4 py-3 text-ink"
          {...register('tracking_number')}
        />
        <button type="submit" className="bg-express-600 px-6 font-bold text-white hover:bg-express-700">
          {en.buttons.track}
        </button>
      </div>
      {error ? (
        <p id={`${idPrefix}-error`} className={`${errorClass} rounded bg-white px-2`}>
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** Several numbers at once (commas, spaces or new lines) -> multi-tracking. */
export function MultiTrackingForm({ idPrefix = 'multi-track' }: { idPrefix?: string }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MultiTrackingFormInput, unknown, { tracking_number: string }>({
    resolver: zodResolver(multiTrackingSchema),
    defaultValues: { tracking_number: '' },
  });
  const error = errors.tracking_number?.message;
  return (
    <form onSubmit={handleSubmit((values) => navigate(multiTrackingHref(values.tracking_number)))} noValidate aria-label="Track several shipments">
      <label htmlFor={`${idPrefix}-numbers`} className="block text-sm font-semibold">
        Multiple tracking numbers
      </label>
      <textarea
        id={`${idPrefix}-numbers`}
        rows={2}
        placeholder="One per line or separated by commas"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${idPrefix}-error` : undefined}
        className="mt-1 w-full rounded-field border border-line px-3 py-2 text-ink"
        {...register('tracking_number')}
      />
      {error ? (
        <p id={`${idPrefix}-error`} className={`${errorClass} rounded bg-white px-2`}>
          {error}
        </p>
      ) : null}
      <button type="submit" className="mt-2 rounded-field bg-navy-800 px-4 py-2 font-semibold text-white hover:bg-navy-900">
        {en.buttons.track}
      </button>
    </form>
  );
}
