import { contactMobileSchema, contactSchema } from '@courier/domain/schemas/contact';
import { Isolate, Ltr } from '@courier/ui/Bidi';
import { sendContactUs } from '../../api/enquiries';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useCompany } from '../../api/company';
import { telHref, whatsappHref } from '../../content/company';
import { MessageForm, type MessageValues } from '../../forms/MessageForm';
import { sendWithToasts } from '../../forms/sendWithToasts';
import { useSiteWords } from '../../i18n/siteWords';

const send = (values: MessageValues) =>
  sendWithToasts(() =>
    sendContactUs({
      name: values.name,
      email: values.email,
      mobile: values.mobile,
      message: values.message,
    }),
  );

/** The office's address, phones, e-mail and map (the company's details, from the API). */
function OfficeDetails() {
  const w = useSiteWords();
  const company = useCompany();
  if (!company) return null;
  return (
    <>
      <address className="not-italic leading-8">
        <Isolate>{company.address}</Isolate>
        <br />
        {w.contact.whatsappCall}{' '}
        <a
          href={whatsappHref(company.whatsappNumber)}
          target="_blank"
          rel="noopener noreferrer"
          className="text-express-600 hover:underline"
        >
          <Ltr className="whitespace-nowrap">{company.salesPhone}</Ltr>
        </a>{' '}
        ·{' '}
        <a href={telHref(company.generalPhone)} className="text-express-600 hover:underline">
          <Ltr className="whitespace-nowrap">{company.generalPhone}</Ltr>
        </a>
        <br />
        {w.contact.email}{' '}
        <a href={`mailto:${company.email}`} className="text-express-600 hover:underline">
          <Ltr>{company.email}</Ltr>
        </a>
      </address>
      {company.mapEmbedUrl ? (
        <iframe
          title={w.aria.officeMap}
          src={company.mapEmbedUrl}
          className="h-72 w-full rounded-card border border-line"
          loading="lazy"
        />
      ) : null}
    </>
  );
}

export function Component() {
  const w = useSiteWords();
  return (
    <>
      <PageBanner title={w.pages.contactUs} />
      <Container className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="office-title" className="space-y-4">
          <h2 id="office-title" className="text-2xl font-bold">
            {w.contact.ourOffice}
          </h2>
          <OfficeDetails />
        </section>
        <section aria-labelledby="callback-title">
          <h2 id="callback-title" className="mb-4 text-2xl font-bold">
            {w.form.requestCallback}
          </h2>
          {/* Spec 2: the form is rendered twice, for desktop and for mobile (its own phone message). */}
          <div className="hidden md:block" data-testid="contact-form-desktop">
            <MessageForm schema={contactSchema} send={send} title={w.form.requestCallback} />
          </div>
          <div className="md:hidden" data-testid="contact-form-mobile">
            <MessageForm schema={contactMobileSchema} send={send} title={w.form.requestCallback} />
          </div>
        </section>
      </Container>
    </>
  );
}
