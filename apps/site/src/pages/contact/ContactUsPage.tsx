import { contactMobileSchema, contactSchema } from '@courier/domain/schemas/contact';
import { Isolate, Ltr } from '@courier/ui/Bidi';
import { Button, buttonStyles } from '@courier/ui/Button';
import { useState } from 'react';
import { sendContactUs } from '../../api/enquiries';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useCompany } from '../../api/company';
import { telHref, whatsappHref } from '../../content/company';
import { MessageForm, type MessageValues } from '../../forms/MessageForm';
import { sendWithToasts } from '../../forms/sendWithToasts';
import { useSiteWords } from '../../i18n/siteWords';
import { officeMapHref } from './officeMap';

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
      <OfficeMap embedUrl={company.mapEmbedUrl} address={company.address} />
    </>
  );
}

/**
 * The office on the map: first a card with the address and a link that opens the pin in Google
 * Maps, which works without the map's site; the embedded map (another site's page) loads only
 * when the visitor asks for it. An empty map box was all a slow or blocked network showed.
 */
function OfficeMap({ embedUrl, address }: { embedUrl: string; address: string }) {
  const w = useSiteWords();
  const [isShown, setShown] = useState(false);
  if (isShown && embedUrl) {
    return (
      <iframe
        title={w.aria.officeMap}
        src={embedUrl}
        className="h-72 w-full rounded-card border border-line"
      />
    );
  }
  return (
    <figure
      aria-label={w.aria.officeMap}
      className="flex flex-col items-start gap-4 rounded-card border border-line bg-navy-50 p-6"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-10 fill-express-600"
        xmlns="http://www.w3.org/2000/svg"
      >
        <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
      </svg>
      <figcaption className="text-lg font-semibold text-navy-800">
        <Isolate>{address}</Isolate>
      </figcaption>
      <div className="flex flex-wrap gap-3">
        <a
          href={officeMapHref(embedUrl, address)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({ variant: 'primary' })}
        >
          {w.contact.openInMaps}
        </a>
        {embedUrl ? (
          <Button variant="outline" onPress={() => setShown(true)}>
            {w.contact.showMap}
          </Button>
        ) : null}
      </div>
    </figure>
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
