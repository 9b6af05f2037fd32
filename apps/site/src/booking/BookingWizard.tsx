import type { SuccessOf } from '@courier/api-client/endpoints';
import { createShipmentRequest } from '@courier/api-client/endpoints/shipments';
import { STATIC_MENU_IDS, STORAGE_KEYS } from '@courier/domain/constants';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import type { Language } from '@courier/domain/language';
import { MESSAGES } from '@courier/domain/messages';
import { filsToKwdString, formatKwd, formatKwdAmount, tryParseKwd } from '@courier/domain/money';
import type {
  BookingStep1,
  BookingStep1Input,
  BookingStep2,
  BookingStep3,
  BookingVariant,
} from '@courier/domain/schemas/booking';
import type { CardForm } from '@courier/domain/schemas/card';
import { newShipmentLine } from '@courier/domain/shipmentLines';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import type { ShippingValues } from '@courier/ui/ShippingDetailsStep';
import type { ReceiverBook } from '@courier/ui/SenderReceiverStep';
import { Stepper } from '@courier/ui/Stepper';
import { toast } from '@courier/ui/Toaster';
import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCarrierServices } from '../api/customers';
import { useSiteWords } from '../i18n/siteWords';
import { useCountries, useCurrencies, useShipmentServices } from '../api/reference';
import { bookWithCourier, createShipment, makeOnlinePayment } from '../api/shipments';
import type { CollectionValues } from '@courier/ui/CollectionPaymentStep';
import { collectionDateRejection } from '../api/collections';
import { useKycTypes, useVehicles } from '../api/reference';
import { StaticContent } from './StaticContent';
import { countryIdByName } from './countryLookup';
import {
  CardPaymentStep,
  CollectionPaymentStep,
  ShipmentConfirmationModal,
  ShipmentResultView,
  ShippingDetailsStep,
  usePreloadLaterStepsOnFirstInteraction,
} from './laterSteps';
import { PartiesStep } from './PartiesStep';
import { PageLoading } from '../components/PageLoading';
import { useBookingPrice } from './useBookingPrice';
import { failureMessage } from '../api/failureMessage';

type Created = SuccessOf<'create_shipment'>;
type Courier = SuccessOf<'create_skynet_shipment'>['Data'];

const stepTitles = (w: ReturnType<typeof useSiteWords>) => [
  w.wizard.parties,
  w.wizard.shipping,
  w.wizard.collection,
  w.wizard.payment,
];

/** What each variant does differently; everything else is one shell. */
const VARIANTS = {
  public: {
    /** Cash books at once; online goes to the card step first (spec 4). */
    hasCardStep: true,
    amount: (fils: number, language: Language) => formatKwd(fils, language),
  },
  customer: {
    hasCardStep: false,
    /** The customer wizard shows rupees (spec 9); Arabic puts the sign after, as for the dinar. */
    amount: (fils: number, language: Language) =>
      language === 'en'
        ? `₹ ${formatKwdAmount(fils)}`
        : `${formatKwdAmount(fils, language)}\u00a0₹`,
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
  const publicServices = useShipmentServices(!customer);
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
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const [courier, setCourier] = useState<Courier | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const countryId = (name: string | undefined) => countryIdByName(countries.list, name ?? '');
  const price = useBookingPrice({
    originCountryId: countryId(done.s1?.sender_country),
    destinationCountryId: countryId(done.s1?.receiver_country),
    ...rateInputs,
  });
  // A goods line's Country of Origin: the ISO code travels (commercial invoice), the name shows.
  const originCountries = useMemo(
    () => countries.list.map((c) => ({ id: c.country_code, name: c.country_name })),
    [countries.list],
  );
  const services = (customer ? carrierServices : publicServices).list.map((service) => ({
    id: String(service.id),
    name: service.service_name,
  }));

  const reset = () => {
    setDone({});
    setDraft2(initialStep2);
    setDraft3(undefined);
    setRateInputs({ serviceId: '', chargeableWeight: '' });
    setStep(0);
    setFormKey((key) => key + 1);
  };
  const goHome = () => {
    reset();
    void navigate('/');
  };

  /** Records the booking; the customer wizard then books it with the courier. */
  const book = async (s3: BookingStep3<BookingVariant>, paymentId?: string) => {
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
        ...(paymentId ? { payment_id: paymentId } : {}),
      });
      record = await createShipment(request);
    } catch (error) {
      // Spec 8: the public wizard shows the server's Message; the customer wizard its own words.
      if (customer) console.warn(error);
      toast.error(customer ? MESSAGES.shipmentNotBooked : failureMessage(error));
      return;
    }
    localStorage.setItem(STORAGE_KEYS.orderId, record.orderId);
    localStorage.setItem(STORAGE_KEYS.shipmentId, record.shipmentId);
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
    if (config.hasCardStep && s3.payment_type === 'online') return setStep(3);
    setBusy(true);
    await book(s3);
    setBusy(false);
  };

  const pay = async (card: CardForm) => {
    const { s1, s2, s3 } = done;
    if (!s1 || !s2 || !s3) return;
    setBusy(true);
    try {
      const payment = await makeOnlinePayment({
        ...card,
        total_amount: filsToKwdString(price.fils),
        email_id: s1.sender_email,
        currency: s2.currency.currency_code,
      });
      await book(s3, payment.paymentId);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const steps =
    config.hasCardStep && done.s3?.payment_type === 'online'
      ? stepTitles(w)
      : stepTitles(w).slice(0, 3);
  const result = created ? (
    <ShipmentResultView
      variant={variant}
      shipmentNo={courier?.Awbno ?? created.shipment_no}
      accountCode={created.account_code}
      labelUrl={courier?.label_url ?? created.label_url}
      documents={courier?.documents ?? created.documents}
      booking={created.shipmentDetails}
      items={created.shipmentDetails.shipment_items}
      amountText={config.amount(tryParseKwd(created.shipmentDetails.total_amount) ?? 0, language)}
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
              services={services}
              currencies={currencies.list}
              countries={originCountries}
              defaultValues={draft2}
              onRateInputsChange={(serviceId, chargeableWeight) =>
                setRateInputs({ serviceId, chargeableWeight })
              }
              amountText={config.amount(price.fils, language)}
              onBack={(values) => {
                setDraft2(values);
                setStep(0);
              }}
              onSubmit={(s2) => {
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
            <CardPaymentStep
              isBusy={busy}
              amountText={config.amount(price.fils, language)}
              onSubmit={(card) => void pay(card)}
              onBack={() => setStep(2)}
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
    </Suspense>
  );
}

/** Step 2 as the public wizard starts it from a quote: the quote's weight on the first line. */
export function quoteStep2(weight: string): Partial<ShippingValues> | undefined {
  return weight ? { shipment_items: [{ ...newShipmentLine(), weight }] } : undefined;
}
