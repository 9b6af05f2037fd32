import { Button } from '@courier/ui/Button';
import type { SuccessOf } from '@courier/api-client/endpoints';
import { ApiError } from '@courier/api-client/apiError';
import { STORAGE_KEYS, SUNDAY_NOTE } from '@courier/domain/constants';
import { toCustomerType } from '@courier/domain/bookingType';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { MESSAGES } from '@courier/domain/messages';
import { ShipmentConfirmationModal } from '@courier/ui/ShipmentConfirmationModal';
import { Stepper } from '@courier/ui/Stepper';
import { toast } from '@courier/ui/Toaster';
import { useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useLoaderData, useNavigate } from 'react-router';
import { useCountries } from '../../api/reference';
import { bookWithCourier, createShipment } from '../../api/shipments';
import { CollectionPaymentStep } from '../../booking/CollectionPaymentStep';
import { countryIdByName } from '../../booking/countryLookup';
import { PartiesStep } from '../../booking/PartiesStep';
import { ShipmentResult } from '../../booking/ShipmentResult';
import { ShippingStep } from '../../booking/ShippingStep';
import { emptyStep1, emptyStep2, emptyStep3 } from '../../booking/wizardDefaults';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { en } from '../../i18n/en';
import type { requireCustomerSession } from '../../session/requireCustomerSession';

const STEPS = ['Sender and Receiver', 'Shipping Details', 'Collection, Documents and Payment'];
type Created = SuccessOf<'create_shipment'>;
type Courier = SuccessOf<'create_skynet_shipment'>['Data'];

/** The sender starts as the logged-in customer (the session's display data). */
function senderFromSession(session: Awaited<ReturnType<typeof requireCustomerSession>>): FieldValues {
  const customer = session.Data[0];
  return {
    ...emptyStep1('customer'),
    sender_consignor: customer?.COMP_NAME ?? '',
    sender_contact_person: customer?.ContactPerson ?? '',
    sender_street_name_number: customer?.Add1 ?? '',
    sender_street_name_number1: customer?.Add2 ?? '',
    sender_telephone: (customer?.PH_NO ?? '').replace(/[^\d+]/g, ''),
    sender_email: customer?.E_MAIL ?? '',
  };
}

/**
 * The customer wizard (spec 2 and 4): three steps, then two calls: the shipment is recorded, and
 * on success booked with the courier, which gives the airway bill number and the label.
 */
export function Component() {
  const navigate = useNavigate();
  const session = useLoaderData<typeof requireCustomerSession>();
  const countries = useCountries();
  const initial = useRef(senderFromSession(session)).current;
  const [step, setStep] = useState(0);
  const [s1, setS1] = useState<FieldValues>(initial);
  const [s2, setS2] = useState<FieldValues>(() => emptyStep2());
  const [s3, setS3] = useState<FieldValues>(() => emptyStep3('customer'));
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const [courier, setCourier] = useState<Courier | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const resetForms = () => {
    setS1(initial);
    setS2(emptyStep2());
    setS3(emptyStep3('customer'));
    setStep(0);
    setFormKey((key) => key + 1);
  };

  const submit = async (step3: FieldValues) => {
    setS3(step3);
    setBusy(true);
    try {
      let record: Created;
      try {
        record = await createShipment({
          ...s1,
          ...s2,
          ...step3,
          type: toCustomerType(String(s2.type)),
          id: '',
          shipment_date: todayInKuwait(new Date()),
        } as never);
      } catch (error) {
        console.warn(error);
        toast.error(MESSAGES.shipmentNotBooked);
        return;
      }
      localStorage.setItem(STORAGE_KEYS.orderId, record.orderId);
      localStorage.setItem(STORAGE_KEYS.shipmentId, record.shipmentId);
      try {
        const booked = await bookWithCourier(record.shipmentId);
        toast.success(MESSAGES.shipmentBooked);
        resetForms();
        setCreated(record);
        setCourier(booked.Data);
        setConfirmOpen(true);
      } catch (error) {
        // Spec 8: an array answer shows its first entry, any other STATUS its Data text.
        toast.error(error instanceof ApiError ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    resetForms();
    navigate('/');
  };

  return (
    <>
      <PageBanner title="Create Shipment" />
      <Container className="space-y-8">
        {created ? (
          <ShipmentResult
            title="Your Shipment Details"
            shipmentNo={courier?.Awbno ?? created.shipment_no}
            accountCode={created.account_code}
            labelUrl={courier?.label_url ?? created.label_url}
            details={created.shipmentDetails}
            amount={`₹ ${created.shipmentDetails.total_amount.toFixed(2)}`}
            note={SUNDAY_NOTE}
            onClose={() => {
              setCreated(null);
              cancel();
            }}
          />
        ) : (
          <div key={formKey} className="space-y-8">
            <Stepper steps={STEPS} current={step} />
            {step === 0 ? (
              <PartiesStep
                variant="customer"
                defaultValues={s1}
                onCancel={cancel}
                onNext={(values) => {
                  setS1(values);
                  setStep(1);
                }}
              />
            ) : null}
            {step === 1 ? (
              <ShippingStep
                variant="customer"
                defaultValues={s2}
                originCountryId={countryIdByName(countries.list, String(s1.sender_country ?? ''))}
                destinationCountryId={countryIdByName(countries.list, String(s1.receiver_country ?? ''))}
                onBack={(values) => {
                  setS2(values);
                  setStep(0);
                }}
                onNext={(values) => {
                  setS2(values);
                  setStep(2);
                }}
              />
            ) : null}
            {step === 2 ? (
              <CollectionPaymentStep
                variant="customer"
                defaultValues={s3}
                busy={busy}
                onBack={(values) => {
                  setS3(values);
                  setStep(1);
                }}
                onSubmit={(values) => void submit(values)}
                extraActions={
                  <Button variant="outline" onPress={cancel}>
                    {en.buttons.cancel}
                  </Button>
                }
              />
            ) : null}
          </div>
        )}
        {courier ? (
          <ShipmentConfirmationModal
            isOpen={confirmOpen}
            onOk={() => setConfirmOpen(false)}
            airwayBillNo={courier.Awbno}
            labelImageUrl={courier.label_image_url}
            downloadUrl={courier.label_url}
          />
        ) : null}
      </Container>
    </>
  );
}
