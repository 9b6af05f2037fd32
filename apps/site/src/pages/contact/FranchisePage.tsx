import { franchiseSchema } from '@courier/domain/schemas/franchise';
import { toast } from '@courier/ui/Toaster';
import { sendContactMessage } from '../../api/enquiries';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { MessageForm, type MessageValues } from '../../forms/MessageForm';
import { useSiteWords } from '../../i18n/siteWords';

/** Spec 8: a franchise failure only re-enables the button; success shows the server Message. */
async function send(values: MessageValues) {
  const answer = await sendContactMessage({
    name: values.name,
    email: values.email,
    mobile: values.mobile,
    subject: values.subject ?? '',
    message: values.message,
  });
  toast.success(answer.Message);
}

export function Component() {
  const w = useSiteWords();
  return (
    <>
      <PageBanner title={w.pages.franchise} />
      <Container className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <section className="space-y-3">
          <h2 className="text-2xl font-bold">{w.franchise.joinNetwork}</h2>
          <p>{w.franchise.intro}</p>
          <ol className="list-decimal space-y-1 ps-5">
            <li>{w.franchise.register}</li>
            <li>{w.franchise.serviceContract}</li>
            <li>{w.franchise.startShipping}</li>
            <li>{w.franchise.track}</li>
          </ol>
        </section>
        <section aria-labelledby="franchise-form-title">
          <h2 id="franchise-form-title" className="mb-4 text-2xl font-bold">
            {w.form.franchiseEnquiry}
          </h2>
          <MessageForm
            schema={franchiseSchema}
            withSubject
            send={send}
            title={w.form.franchiseEnquiry}
          />
        </section>
      </Container>
    </>
  );
}
