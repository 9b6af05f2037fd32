import { COLLECTION_SHIPMENT_TYPES } from '@courier/domain/constants';
import { RequiredFields } from '@courier/ui/wizard/requiredFields';
import { collectionSchema, type CollectionFormInput } from '@courier/domain/schemas/collection';
import { TIME_SLOTS } from '@courier/domain/timeSlots';
import { minCollectionDate } from '@courier/domain/collectionDate';
import { Button } from '@courier/ui/Button';
import { TextField } from '@courier/ui/TextField';
import { toast } from '@courier/ui/Toaster';
import { BookingResultView } from '@courier/ui/BookingResultView';
import { useUiWords } from '@courier/ui/i18n/uiWords';
import {
  FormComboBox,
  FormSelect,
  FormTextArea,
  FormTextField,
} from '@courier/ui/wizard/controlled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '@courier/api-client/apiError';
import { createCollection } from '../../api/collections';
import { useCountries, useVehicles } from '../../api/reference';
import { Container } from '../../components/Container';
import { useCollectionDateCheck } from './useCollectionDateCheck';
import { PageBanner } from '../../components/PageBanner';
import { useSiteWords } from '../../i18n/siteWords';

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

const slotOptions = TIME_SLOTS.map((slot) => ({ id: slot, name: slot }));
const shipmentTypeOptions = COLLECTION_SHIPMENT_TYPES.map((type) => ({ id: type, name: type }));

interface Booked {
  bookingNo: string;
  refNo: string;
}

function CollectionForm({ onBooked }: { onBooked: (booked: Booked) => void }) {
  const w = useSiteWords();
  const vehicleLabels = useUiWords().wizard.vehicleLabels;
  const countries = useCountries();
  const vehicles = useVehicles();
  const form = useForm<CollectionFormInput>({
    resolver: zodResolver(collectionSchema),
    defaultValues: empty,
  });
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { isSubmitting },
  } = form;
  // Country and vehicle travel by name (vehicle_name is the code on the wire; people read its label).
  const countryOptions = useMemo(
    () => countries.list.map((c) => ({ id: c.country_name, name: c.country_name })),
    [countries.list],
  );
  const vehicleOptions = useMemo(
    () =>
      vehicles.list.map((v) => ({
        id: v.vehicle_name,
        name: vehicleLabels[v.vehicle_name] ?? v.vehicle_name,
      })),
    [vehicles.list, vehicleLabels],
  );
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

  return (
    <RequiredFields schema={collectionSchema}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 md:grid-cols-3"
        aria-label="Book Collection"
      >
        <FormTextField control={control} name="contact_person" label="Contact Person" />
        <FormTextField control={control} name="company_name" label="Company Name" />
        <FormTextField control={control} name="address" label="Street Name/Number" />
        <FormComboBox
          control={control}
          name="country"
          label="Country"
          placeholder="Select Country"
          items={countryOptions}
          isLoading={countries.isLoading}
        />
        <FormTextField control={control} name="city" label="City" />
        <FormTextField control={control} name="zipcode" label="Zipcode" inputMode="numeric" />
        <FormTextField control={control} name="mobile_number" label="Telephone/Mobile" type="tel" />
        <FormTextField control={control} name="fax_number" label="Fax Number" type="tel" />
        <FormTextField control={control} name="email_address" label="Email" type="email" />
        <FormSelect
          control={control}
          name="shipment_type"
          label="Shipment Type"
          placeholder="Select Shipment Type"
          items={shipmentTypeOptions}
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
        <FormSelect
          control={control}
          name="collection_ready_time"
          label="Collection Ready Time"
          placeholder="Select"
          items={slotOptions}
        />
        <FormSelect
          control={control}
          name="collection_closing_time"
          label="Collection Closing Time"
          placeholder="Select"
          items={slotOptions}
        />
        <FormSelect
          control={control}
          name="vehicle_type"
          label="Vehicle Type"
          placeholder="Select Vehicle Type"
          items={vehicleOptions}
          isLoading={vehicles.isLoading}
        />
        <FormTextField control={control} name="reference_number" label="Reference Number" />
        <FormTextField control={control} name="collection_number" label="Collection Number" />
        <FormTextField
          control={control}
          name="domestic_shipment"
          label="No. of Domestic Shipment"
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="international_shipment"
          label="No. of International Shipment"
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="total_pieces"
          label="All shipment: Total Pieces"
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="total_weight"
          label="All shipment: Total Weight"
          inputMode="decimal"
        />
        <FormTextField
          control={control}
          name="collection_shipment_type"
          label="Collection Shipment Type"
        />
        <FormTextArea
          control={control}
          name="special_instruction"
          label="Special Instruction"
          className="md:col-span-3"
        />
        <div className="md:col-span-3">
          <Button type="submit" isBusy={isSubmitting}>
            {w.buttons.submit}
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
          <div className="mx-auto max-w-xl">
            <BookingResultView
              bookingNo={booked.bookingNo}
              referenceNo={booked.refNo}
              onCancel={() => setBooked(null)}
            />
          </div>
        ) : (
          <CollectionForm onBooked={setBooked} />
        )}
      </Container>
    </>
  );
}
