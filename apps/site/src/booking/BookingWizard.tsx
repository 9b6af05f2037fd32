import type { SuccessOf } from '@courier/api-client/endpoints';
import { createShipmentRequest } from '@courier/api-client/endpoints/shipments';
import { STATIC_MENU_IDS, STORAGE_KEYS } from '@courier/domain/constants';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { MESSAGES } from '@courier/domain/messages';
import { filsToKwdString, formatKwd, tryParseKwd } from '@courier/domain/money';
import type {
  BookingStep1,
  BookingStep1Input,
  BookingStep2,
  BookingStep3,
  BookingVariant,
} from '@courier/domain/schemas/booking';
import type { PaymentMethod } from '@courier/domain/constants';
import { newShipmentLine } from '@courier/domain/shipmentLines';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import type { ShippingValues } from '@courier/ui/ShippingDetailsStep';
import type { ReceiverBook } from '@courier/ui/SenderReceiverStep';
import { Stepper } from '@courier/ui/Stepper';
import { toast } from '@courier/ui/Toaster';
import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCarrierCountries, useCarrierServices } from '../api/customers';
import { useSiteWords } from '../i18n/siteWords';
import { useCountries, useCurrencies, useShipmentServices } from '../api/reference';
import { bookWithCourier, createShipment } from '../api/shipments';
import type { CollectionValues } from '@courier/ui/CollectionPaymentStep';
import { collectionDateRejection } from '../api/collections';
import { useKycTypes, useVehicles } from '../api/reference';
import { StaticContent } from './StaticContent';
import { countryIdOf } from './countryLookup';
import {
  CollectionPaymentStep,
  OnlinePaymentStep,
  ShipmentConfirmationModal,
  ShipmentResultView,
  ShippingDetailsStep,
  usePreloadLaterStepsOnFirstInteraction,
} from './laterSteps';
import { PartiesStep } from './PartiesStep';
import { PageLoading } from '../components/PageLoading';
import { useBookingPrice } from './useBookingPrice';
import { useCarryingServices } from './useCarryingServices';
import { useServiceChoice } from './useServiceChoice';
import { carrierServicesNamed, pricedServiceId } from './ourServiceId';
import { refusalErrors } from '../api/portal/fieldErrors';
import { failureMessage } from '../api/failureMessage';
import { countryOptions } from '../components/toOptions';

type Created = SuccessOf<'create_shipment'>;
type Courier = SuccessOf<'create_skynet_shipment'>['Data'];

const stepTitles = (w: ReturnType<typeof useSiteWords>) => [
  w.wizard.parties,
  w.wizard.shipping,
  w.wizard.collection,
  w.wizard.payment,
];

/**
 * What each variant does differently; everything else is one shell. Both show amounts in KWD:
 * the courier charges in dinars whichever wizard booked (the spec's rupees for the customer
 * wizard came from the platform it was written for, and put two currencies on one shipment).
 */
const VARIANTS = {
  public: {
    /**
     * Cash books at once; online goes to the payment step first (spec 4), which sends the payer
     * to the gateway's hosted page. The stepper counts that step from the start, for cash too,
     * so the count never changes on the way.
     */
    hasPaymentStep: true,
  },
  customer: {
    hasPaymentStep: false,
  },
} as const satisfies Record<BookingVariant, unknown>;

/** The steps a visitor has finished, as their schemas parsed them. */
interface Done {
  s1?: BookingStep1<BookingVariant>;
  s2?: BookingStep2<BookingVariant>;
  s3?: BookingStep3<BookingVariant>;
}

export interface BookingWizardProps {
  variant: BookingVariant;
  /** Step 1 as it starts: the quote's countries (public) or the customer's own details. */
  initialStep1: Partial<BookingStep1Input<BookingVariant>>;
  /** Step 2 as it starts (the quote's weight on the first line, or a past booking's lines). */
  initialStep2?: Partial<ShippingValues>;
  /** The customer's saved receivers for step 1 (the portal's address book). */
  receiverBook?: ReceiverBook;
}

/**
 * One booking wizard for both variants (spec 2 and 4): book-shipment (public: four steps, the card
 * step only for Pay Online, one create_shipment call) and create-shipment (customer: three steps,
 * create_shipment then the courier booking, the confirmation modal with the airway bill number).
 */
export function BookingWizard({
  variant,
  initialStep1,
  initialStep2,
  receiverBook,
}: BookingWizardProps) {
  const navigate = useNavigate();
  const customer = variant === 'customer';
  const config = VARIANTS[variant];
  const w = useSiteWords();
  const language = useLanguage();
  const countries = useCountries();
  // The public list names the documents-only services for both wizards.
  const publicServices = useShipmentServices();
  const carrierServices = useCarrierServices(customer);
  const currencies = useCurrencies();
  const vehicles = useVehicles();
  const kycTypes = useKycTypes();

  usePreloadLaterStepsOnFirstInteraction();
  const [step, setStep] = useState(0);
  const [done, setDone] = useState<Done>({});
  // What a visitor typed before going back a step, so coming forward again keeps it.
  const [draft2, setDraft2] = useState<Partial<ShippingValues> | undefined>(initialStep2);
  const [draft3, setDraft3] = useState<Partial<CollectionValues> | undefined>(undefined);
  const [rateInputs, setRateInputs] = useState({ serviceId: '', chargeableWeight: '' });
  const [type, setType] = useState(String(initialStep2?.type ?? ''));
  // The server's refusal of the chosen service: shown on step 2's Service field.
  const [serviceError, setServiceError] = useState<string | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);
  // Set once the gateway's page is opening: the step stays busy until the browser leaves.
  const [redirecting, setRedirecting] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const [courier, setCourier] = useState<Courier | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const carrierCountries = useCarrierCountries(customer);
  // The carrier's list (customer wizard) names countries in English, ours in the page's language.
  const countryId = (name: string | undefined) =>
    countryIdOf(countries.list, name ?? '', carrierCountries.list);
  const price = useBookingPrice({
    originCountryId: countryId(done.s1?.sender_country),
    destinationCountryId: countryId(done.s1?.receiver_country),
    chargeableWeight: rateInputs.chargeableWeight,
    // Pricing wants our service id; the customer wizard's choice is the carrier's.
    serviceId: customer
      ? pricedServiceId(rateInputs.serviceId, carrierServices.list, publicServices.list)
      : rateInputs.serviceId,
  });
  // A goods line's Country of Origin: the ISO code travels (commercial invoice), the name shows.
  const originCountries = useMemo(
    () => countryOptions(countries.list, 'country_code'),
    [countries.list],
  );
  const carrying = useCarryingServices({
    originCountryId: countryId(done.s1?.sender_country),
    destinationCountryId: countryId(done.s1?.receiver_country),
    type,
    chargeableWeight: rateInputs.chargeableWeight,
  });
  // An Arabic page reads the carrier's services by our Arabic names where the ids are ours.
  const customerServices = useMemo(
    () =>
      language === 'ar'
        ? carrierServicesNamed(carrierServices.list, publicServices.list)
        : carrierServices.list,
    [language, carrierServices.list, publicServices.list],
  );
  const choice = useServiceChoice({
    services: customer ? customerServices : publicServices.list,
    facts: publicServices.list,
    type,
    carrying,
    weight: rateInputs.chargeableWeight,
    origin: done.s1?.sender_country ?? '',
    destination: done.s1?.receiver_country ?? '',
  });

  const reset = () => {
    setDone({});
    setDraft2(initialStep2);
    setDraft3(undefined);
    setRateInputs({ serviceId: '', chargeableWeight: '' });
    setType(String(initialStep2?.type ?? ''));
    setServiceError(undefined);
    setStep(0);
    setFormKey((key) => key + 1);
  };
  const goHome = () => {
    reset();
    void navigate('/');
  };

  /**
   * Records the booking; the customer wizard then books it with the courier. An online public
   * booking (`method`) is recorded waiting for its payment, and the payer goes on to the
   * gateway's hosted page (paymentLink); the page they come back to shows the result.
   */
  const book = async (s3: BookingStep3<BookingVariant>, method?: PaymentMethod) => {
    const { s1, s2 } = done;
    if (!s1 || !s2) return;
    let record: Created;
    try {
      // The three parsed steps together are the contract's booking (the variant's own schema).
      const request = createShipmentRequest.parse({
        ...s1,
        ...s2,
        ...s3,
        total_amount: filsToKwdString(price.fils),
        id: '',
        shipment_date: todayInKuwait(new Date()),
        ...(method ? { payment_method: method } : {}),
      });
      record = await createShipment(request);
    } catch (error) {
      // A service that cannot carry the parcel is fixed on step 2: back there, on its field.
      const onService = refusalErrors(error).service;
      if (onService) {
        setServiceError(onService);
        setStep(1);
        return;
      }
      // Spec 8: the public wizard shows the server's Message; the customer wizard its own words.
      if (customer) console.warn(error);
      toast.error(customer ? MESSAGES.shipmentNotBooked : failureMessage(error));
      return;
    }
    localStorage.setItem(STORAGE_KEYS.orderId, record.orderId);
    localStorage.setItem(STORAGE_KEYS.shipmentId, record.shipmentId);
    if (record.paymentLink) {
      setRedirecting(true);
      window.location.assign(record.paymentLink);
      return;
    }
    if (!customer) {
      toast.success(record.Message);
      setCreated(record);
      return;
    }
    try {
      const booked = await bookWithCourier(record.shipmentId);
      toast.success(MESSAGES.shipmentBooked);
      reset();
      setCreated(record);
      setCourier(booked.Data);
      setConfirmOpen(true);
    } catch (error) {
      // Spec 8: an array answer shows its first entry, any other STATUS its Data text.
      toast.error(failureMessage(error));
    }
  };

  const submitStep3 = async (s3: BookingStep3<BookingVariant>) => {
    setDone((d) => ({ ...d, s3 }));
    if (config.hasPaymentStep && s3.payment_type === 'online') return setStep(3);
    setBusy(true);
    await book(s3);
    setBusy(false);
  };

  /** Step 4: the booking is recorded, then the payer goes to the gateway's page to pay it. */
  const pay = async (method: PaymentMethod) => {
    const { s3 } = done;
    if (!s3) return;
    setBusy(true);
    try {
      await book(s3, method);
    } finally {
      setBusy(false);
    }
  };

  const steps = config.hasPaymentStep ? stepTitles(w) : stepTitles(w).slice(0, 3);
  const result = created ? (
    <ShipmentResultView
      variant={variant}
      shipmentNo={courier?.Awbno ?? created.shipment_no}
      accountCode={created.account_code}
      labelUrl={courier?.label_url ?? created.label_url}
      documents={courier?.documents ?? created.documents}
      booking={created.shipmentDetails}
      items={created.shipmentDetails.shipment_items}
      amountText={formatKwd(tryParseKwd(created.shipmentDetails.total_amount) ?? 0, language)}
      onClose={() => {
        setCreated(null);
        setCourier(null);
        goHome();
      }}
    />
  ) : null;

  return (
    // The later steps and the result are lazy (laterSteps.ts): a step whose code is still on its
    // way shows the loading line in its place.
    <Suspense fallback={<PageLoading />}>
      {result ?? (
        <div key={formKey} className="space-y-8">
          <Stepper steps={steps} current={step} />
          {step === 0 ? (
            <PartiesStep
              variant={variant}
              defaultValues={done.s1 ?? initialStep1}
              receiverBook={receiverBook}
              onCancel={customer ? goHome : undefined}
              onNext={(s1) => {
                setDone((d) => ({ ...d, s1 }));
                setStep(1);
              }}
            />
          ) : null}
          {step === 1 ? (
            <ShippingDetailsStep
              variant={variant}
              services={choice.offered}
              serviceNotice={choice.notice}
              serviceError={serviceError}
              onTypeChange={setType}
              currencies={currencies.list}
              countries={originCountries}
              defaultValues={draft2}
              onRateInputsChange={(serviceId, chargeableWeight) =>
                setRateInputs({ serviceId, chargeableWeight })
              }
              amountText={formatKwd(price.fils, language)}
              onBack={(values) => {
                setDraft2(values);
                setStep(0);
              }}
              onSubmit={(s2) => {
                setServiceError(undefined);
                setDone((d) => ({ ...d, s2 }));
                setDraft2(s2);
                setStep(2);
              }}
            />
          ) : null}
          {step === 2 ? (
            <CollectionPaymentStep
              variant={variant}
              vehicles={vehicles.list.map((v) => ({ id: v.vehicle_name, name: v.vehicle_name }))}
              kycTypes={kycTypes.list.map((k) => ({ id: k.kyc_name, name: k.kyc_name }))}
              destinationIso={
                countries.list.find((c) => c.country_id === countryId(done.s1?.receiver_country))
                  ?.country_code ?? ''
              }
              defaultValues={draft3}
              isBusy={busy}
              termsContent={<StaticContent menuId={STATIC_MENU_IDS.terms} />}
              privacyContent={<StaticContent menuId={STATIC_MENU_IDS.privacy} />}
              onCollectionDateChange={collectionDateRejection}
              onCancel={customer ? goHome : undefined}
              onBack={(values) => {
                setDraft3(values);
                setStep(1);
              }}
              onSubmit={(s3) => {
                setDraft3((d) => ({ ...d, ...s3 }));
                void submitStep3(s3);
              }}
            />
          ) : null}
          {step === 3 ? (
            <OnlinePaymentStep
              isBusy={busy || redirecting}
              amountText={formatKwd(price.fils, language)}
              onSubmit={(method) => void pay(method)}
              onBack={() => setStep(2)}
            />
          ) : null}
          {redirecting ? (
            <p role="status" className="text-center text-ink-muted">
              {w.payment.redirecting}
            </p>
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
    </Suspense>
  );
}

/** Step 2 as the public wizard starts it from a quote: the quote's weight on the first line. */
export function quoteStep2(weight: string): Partial<ShippingValues> | undefined {
  return weight ? { shipment_items: [{ ...newShipmentLine(), weight }] } : undefined;
}
