import { COLLECTION_SHIPMENT_TYPES, type CollectionShipmentType } from '@courier/domain/constants';
import { RequiredFields } from '@courier/ui/wizard/requiredFields';
import { collectionSchema, type CollectionFormInput } from '@courier/domain/schemas/collection';
import { TIME_SLOTS } from '@courier/domain/timeSlots';
import { minCollectionDate } from '@courier/domain/collectionDate';
import { Button } from '@courier/ui/Button';
import { toast } from '@courier/ui/Toaster';
import { BookingResultView } from '@courier/ui/BookingResultView';
import { useUiWords } from '@courier/ui/i18n/uiWords';
import {
  FormComboBox,
  FormSelect,
  FormTextArea,
  FormTextField,
} from '@courier/ui/wizard/controlled';
import { FormDatePicker } from '@courier/ui/wizard/FormDatePicker';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createCollection } from '../../api/collections';
import { useCountries, useVehicles } from '../../api/reference';
import { Container } from '../../components/Container';
import { useCollectionDateCheck } from './useCollectionDateCheck';
import { PageBanner } from '../../components/PageBanner';
import { useSiteWords } from '../../i18n/siteWords';
import { failureMessage } from '../../api/failureMessage';
import { countryOptions } from '../../components/toOptions';

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
/** The shipment types in the page's language; the ids are the values the API takes. */
const shipmentTypeOptionsOf = (names: Record<CollectionShipmentType, string>) =>
  COLLECTION_SHIPMENT_TYPES.map((type) => ({ id: type, name: names[type] }));

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
    getValues,
    setValue,
    formState: { isSubmitting },
  } = form;
  // Country and vehicle travel by name (vehicle_name is the code on the wire; people read its label).
  const countryItems = useMemo(
    () => countryOptions(countries.list, 'country_name'),
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
  const checkDate = useCollectionDateCheck(
    useCallback(() => getValues('collection_date'), [getValues]),
    useCallback(() => setValue('collection_date', ''), [setValue]),
  );

  // Spec 8: success and failure both show the server Message (success / error toast).
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await createCollection(values);
      toast.success(answer.Message);
      reset(empty);
      onBooked({ bookingNo: answer.booking_no, refNo: answer.ref_no });
    } catch (error) {
      toast.error(failureMessage(error));
    }
  });

  return (
    <RequiredFields schema={collectionSchema}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 md:grid-cols-3"
        aria-label={w.pages.bookCollection}
      >
        <FormTextField control={control} name="contact_person" label={w.collection.contactPerson} />
        <FormTextField control={control} name="company_name" label={w.collection.companyName} />
        <FormTextField control={control} name="address" label={w.collection.street} />
        <FormComboBox
          control={control}
          name="country"
          label={w.collection.country}
          placeholder={w.collection.selectCountry}
          items={countryItems}
          isLoading={countries.isLoading}
        />
        <FormTextField control={control} name="city" label={w.collection.city} />
        <FormTextField
          control={control}
          name="zipcode"
          label={w.collection.zipcode}
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="mobile_number"
          label={w.collection.phone}
          type="tel"
        />
        <FormTextField control={control} name="fax_number" label={w.collection.fax} type="tel" />
        <FormTextField
          control={control}
          name="email_address"
          label={w.collection.email}
          type="email"
        />
        <FormSelect
          control={control}
          name="shipment_type"
          label={w.collection.shipmentType}
          placeholder={w.collection.selectShipmentType}
          items={shipmentTypeOptionsOf({
            Document: w.collection.document,
            'Non Document': w.collection.nonDocument,
          })}
        />
        {/* react-aria's date picker, as in the wizard: its segments and calendar follow the
            page's language (day first in Arabic), where the browser's own date box does not. */}
        <FormDatePicker
          control={control}
          name="collection_date"
          label={w.collection.date}
          minDate={minCollectionDate(new Date())}
          onValueChange={(date) => void checkDate(date)}
        />
        <FormSelect
          control={control}
          name="collection_ready_time"
          label={w.collection.readyTime}
          placeholder={w.collection.select}
          items={slotOptions}
        />
        <FormSelect
          control={control}
          name="collection_closing_time"
          label={w.collection.closingTime}
          placeholder={w.collection.select}
          items={slotOptions}
        />
        <FormSelect
          control={control}
          name="vehicle_type"
          label={w.collection.vehicleType}
          placeholder={w.collection.selectVehicleType}
          items={vehicleOptions}
          isLoading={vehicles.isLoading}
        />
        <FormTextField control={control} name="reference_number" label={w.collection.reference} />
        <FormTextField
          control={control}
          name="collection_number"
          label={w.collection.collectionNumber}
        />
        <FormTextField
          control={control}
          name="domestic_shipment"
          label={w.collection.domesticCount}
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="international_shipment"
          label={w.collection.internationalCount}
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="total_pieces"
          label={w.collection.totalPieces}
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="total_weight"
          label={w.collection.totalWeight}
          inputMode="decimal"
        />
        <FormTextField
          control={control}
          name="collection_shipment_type"
          label={w.collection.collectionShipmentType}
        />
        <FormTextArea
          control={control}
          name="special_instruction"
          label={w.collection.instructions}
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
  const w = useSiteWords();
  const [booked, setBooked] = useState<Booked | null>(null);
  return (
    <>
      <PageBanner title={w.pages.bookCollection} />
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
