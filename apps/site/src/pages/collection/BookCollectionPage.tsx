import { COLLECTION_SHIPMENT_TYPES } from '@courier/domain/constants';
import { RequiredFields } from '@courier/ui/wizard/requiredFields';
import { collectionSchema, type CollectionFormInput } from '@courier/domain/schemas/collection';
import { TIME_SLOTS } from '@courier/domain/timeSlots';
import { minCollectionDate } from '@courier/domain/collectionDate';
import { Button } from '@courier/ui/Button';
import { TextField } from '@courier/ui/TextField';
import { toast } from '@courier/ui/Toaster';
import { FormTextArea, FormTextField } from '@courier/ui/wizard/controlled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '@courier/api-client/apiError';
import { createCollection } from '../../api/collections';
import { useCountries, useVehicles } from '../../api/reference';
import { Container } from '../../components/Container';
import { SelectField } from '../../components/form/SelectField';
import { useCollectionDateCheck } from '../../components/form/useCollectionDateCheck';
import { useResyncOnOptions } from '../../components/form/useResyncOnOptions';
import { PageBanner } from '../../components/PageBanner';
import { en } from '../../i18n/en';

const empty: CollectionFormInput = {
  contact_person: '',
  company_name: '',
  address: '',
  country: '',
  city: '',
  zipcode: '',
  mobile_number: '',
  fax_number: '',
  email_address: '',
  shipment_type: '',
  collection_date: '',
  collection_ready_time: '',
  collection_closing_time: '',
  special_instruction: '',
  collection_shipment_type: '',
  reference_number: '',
  vehicle_type: '',
  total_pieces: '',
  total_weight: '',
  domestic_shipment: '',
  international_shipment: '',
  collection_number: '',
};

const slotOptions = TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));

interface Booked {
  bookingNo: string;
  refNo: string;
}

function CollectionForm({ onBooked }: { onBooked: (booked: Booked) => void }) {
  const countries = useCountries();
  const vehicles = useVehicles();
  const form = useForm<CollectionFormInput>({ resolver: zodResolver(collectionSchema), defaultValues: empty });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  useResyncOnOptions(form, 'country', countries.list);
  useResyncOnOptions(form, 'vehicle_type', vehicles.list);
  const checkDate = useCollectionDateCheck(() => setValue('collection_date', ''));

  // Spec 8: success and failure both show the server Message (success / error toast).
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await createCollection(values);
      toast.success(answer.Message);
      reset(empty);
      onBooked({ bookingNo: answer.booking_no, refNo: answer.ref_no });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : String(error));
    }
  });

  const e = errors;
  return (
    <RequiredFields schema={collectionSchema}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-3" aria-label="Book Collection">
        <FormTextField control={control} name="contact_person" label="Contact Person" />
        <FormTextField control={control} name="company_name" label="Company Name" />
        <FormTextField control={control} name="address" label="Street Name/Number" />
        <SelectField
          label="Country"
          placeholder="Select Country"
          options={countries.list.map((c) => ({ value: c.country_name, label: c.country_name }))}
          error={e.country?.message}
          {...register('country')}
        />
        <FormTextField control={control} name="city" label="City" />
        <FormTextField control={control} name="zipcode" label="Zipcode" inputMode="numeric" />
        <FormTextField control={control} name="mobile_number" label="Telephone/Mobile" type="tel" />
        <FormTextField control={control} name="fax_number" label="Fax Number" type="tel" />
        <FormTextField control={control} name="email_address" label="Email" type="email" />
        <SelectField
          label="Shipment Type"
          placeholder="Select Shipment Type"
          options={COLLECTION_SHIPMENT_TYPES.map((type) => ({ value: type, label: type }))}
          error={e.shipment_type?.message}
          {...register('shipment_type')}
        />
        <Controller
          control={control}
          name="collection_date"
          render={({ field, fieldState }) => (
            <TextField
              label="Collection Date"
              type="date"
              min={minCollectionDate(new Date())}
              name={field.name}
              value={field.value}
              onChange={(date) => {
                field.onChange(date);
                void checkDate(date);
              }}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <SelectField label="Collection Ready Time" placeholder="Select" options={slotOptions} error={e.collection_ready_time?.message} {...register('collection_ready_time')} />
        <SelectField label="Collection Closing Time" placeholder="Select" options={slotOptions} error={e.collection_closing_time?.message} {...register('collection_closing_time')} />
        <SelectField
          label="Vehicle Type"
          placeholder="Select Vehicle Type"
          options={vehicles.list.map((v) => ({ value: v.vehicle_name, label: v.vehicle_name }))}
          error={e.vehicle_type?.message}
          {...register('vehicle_type')}
        />
        <FormTextField control={control} name="reference_number" label="Reference Number" />
        <FormTextField control={control} name="collection_number" label="Collection Number" />
        <FormTextField control={control} name="domestic_shipment" label="No. of Domestic Shipment" inputMode="numeric" />
        <FormTextField control={control} name="international_shipment" label="No. of International Shipment" inputMode="numeric" />
        <FormTextField control={control} name="total_pieces" label="All shipment: Total Pieces" inputMode="numeric" />
        <FormTextField control={control} name="total_weight" label="All shipment: Total Weight" inputMode="decimal" />
        <FormTextField control={control} name="collection_shipment_type" label="Collection Shipment Type" />
        <FormTextArea control={control} name="special_instruction" label="Special Instruction" className="md:col-span-3" />
        <div className="md:col-span-3">
          <Button type="submit" isBusy={isSubmitting}>
            {en.buttons.submit}
          </Button>
        </div>
      </form>
    </RequiredFields>
  );
}

export function Component() {
  const [booked, setBooked] = useState<Booked | null>(null);
  return (
    <>
      <PageBanner title="Book Collection" />
      <Container>
        {booked ? (
          <section aria-labelledby="collection-booked" className="mx-auto max-w-xl rounded-card border border-line p-8 text-center">
            <h2 id="collection-booked" className="text-2xl font-bold">Collection booked</h2>
            <dl className="mt-6 grid grid-cols-2 gap-3 text-start">
              <dt className="font-semibold">Booking No</dt>
              <dd data-testid="booking-no">{booked.bookingNo}</dd>
              <dt className="font-semibold">Reference No</dt>
              <dd data-testid="reference-no">{booked.refNo}</dd>
            </dl>
            <button type="button" onClick={() => setBooked(null)} className="mt-8 rounded-field bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-900">
              {en.buttons.cancel}
            </button>
          </section>
        ) : (
          <CollectionForm onBooked={setBooked} />
        )}
      </Container>
    </>
  );
}
