import type { SuccessOf } from '@courier/api-client/endpoints';
import { ApiError } from '@courier/api-client/apiError';
import { STORAGE_KEYS } from '@courier/domain/constants';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { formatKwd, tryParseKwd } from '@courier/domain/money';
import type { CardFormInput } from '@courier/domain/schemas/card';
import { Stepper } from '@courier/ui/Stepper';
import { toast } from '@courier/ui/Toaster';
import { useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCountries } from '../../api/reference';
import { createShipment, makeOnlinePayment } from '../../api/shipments';
import { CardStep } from '../../booking/CardStep';
import { CollectionPaymentStep } from '../../booking/CollectionPaymentStep';
import { countryIdByName } from '../../booking/countryLookup';
import { PartiesStep } from '../../booking/PartiesStep';
import { ShipmentResult } from '../../booking/ShipmentResult';
import { ShippingStep } from '../../booking/ShippingStep';
import { emptyStep1, emptyStep2, emptyStep3 } from '../../booking/wizardDefaults';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { PageBanner } from '../../components/PageBanner';
import { readQuote } from '../../storage/rateStorage';

const STEPS = ['Sender and Receiver', 'Shipping Details', 'Collection, Documents and Payment', 'Online Payment'];
type Created = SuccessOf<'create_shipment'>;
const errorText = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/** The public booking wizard (spec 2 and 4): four steps, the last only for Pay Online. */
export function Component() {
  const navigate = useNavigate();
  const quote = useRef(readQuote()).current;
  const countries = useCountries();
  const [step, setStep] = useState(0);
  const [s1, setS1] = useState<FieldValues | null>(null);
  const [s2, setS2] = useState<FieldValues>(() => emptyStep2(quote.totalWeight));
  const [s3, setS3] = useState<FieldValues>(() => emptyStep3('public'));
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);

  // A quote from rate-enquiry names countries by id; the wizard's fields hold names.
  const nameOf = (id: string) => countries.list.find((c) => String(c.country_id) === id)?.country_name ?? '';
  const waitingForQuoteNames = Boolean(quote.originCountryId) && countries.isLoading;
  const step1 = s1 ?? { ...emptyStep1('public'), sender_country: nameOf(quote.originCountryId), receiver_country: nameOf(quote.destinationCountryId) };

  const payload = (step3: FieldValues, paymentId?: string) => ({
    ...step1,
    ...s2,
    ...step3,
    id: '',
    shipment_date: todayInKuwait(new Date()),
    ...(paymentId ? { payment_id: paymentId } : {}),
  });

  const book = async (step3: FieldValues, paymentId?: string) => {
    // Spec 8: failure shows the Message and the form stays; success the Message and the result.
    try {
      const answer = await createShipment(payload(step3, paymentId) as never);
      localStorage.setItem(STORAGE_KEYS.orderId, answer.orderId);
      localStorage.setItem(STORAGE_KEYS.shipmentId, answer.shipmentId);
      toast.success(answer.Message);
      setCreated(answer);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const submitStep3 = async (values: FieldValues) => {
    setS3(values);
    if (values.payment_type === 'online') return setStep(3);
    setBusy(true);
    await book(values);
    setBusy(false);
  };

  const pay = async (card: CardFormInput) => {
    setBusy(true);
    try {
      const payment = await makeOnlinePayment({
        ...card,
        total_amount: String(s2.total_amount || '0'),
        email_id: String(step1.sender_email ?? ''),
        currency: String((s2.currency as { currency_code?: string } | undefined)?.currency_code ?? ''),
      });
      await book(s3, payment.paymentId);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const closeResult = () => {
    setCreated(null);
    setS1(null);
    setS2(emptyStep2());
    setS3(emptyStep3('public'));
    setStep(0);
    navigate('/');
  };

  const amountFils = tryParseKwd(String(s2.total_amount || '0')) ?? 0;

  return (
    <>
      <PageBanner title="Book Shipment" />
      <Container className="space-y-8">
        {created ? (
          <ShipmentResult
            title="Shipment Details"
            shipmentNo={created.shipment_no}
            accountCode={created.account_code}
            labelUrl={created.label_url}
            details={created.shipmentDetails}
            amount={formatKwd(tryParseKwd(created.shipmentDetails.total_amount) ?? 0)}
            onClose={closeResult}
          />
        ) : (
          <>
            <Stepper steps={s3.payment_type === 'online' ? STEPS : STEPS.slice(0, 3)} current={step} />
            {step === 0 ? (
              waitingForQuoteNames ? (
                <EmptyState loading />
              ) : (
                <PartiesStep
                  variant="public"
                  defaultValues={step1}
                  onNext={(values) => {
                    setS1(values);
                    setStep(1);
                  }}
                />
              )
            ) : null}
            {step === 1 ? (
              <ShippingStep
                variant="public"
                defaultValues={s2}
                originCountryId={countryIdByName(countries.list, String(step1.sender_country ?? ''))}
                destinationCountryId={countryIdByName(countries.list, String(step1.receiver_country ?? ''))}
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
                variant="public"
                defaultValues={s3}
                busy={busy}
                onBack={(values) => {
                  setS3(values);
                  setStep(1);
                }}
                onSubmit={(values) => void submitStep3(values)}
              />
            ) : null}
            {step === 3 ? <CardStep busy={busy} amountLabel={formatKwd(amountFils)} onPay={(card) => void pay(card)} onBack={() => setStep(2)} /> : null}
          </>
        )}
      </Container>
    </>
  );
}
