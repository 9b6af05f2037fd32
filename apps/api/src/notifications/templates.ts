import { Eta } from 'eta';
import type { Language } from '@courier/domain/language';
import type { MessageWords } from '@courier/domain/messageWords';
import { messageWordsIn } from '../http/messageLanguage.ts';

/**
 * The customer messages: e-mail subject, HTML and text parts, the SMS text and the opt-out pages,
 * in English and Arabic (the shipment's language, that of the request that booked it). Their
 * words are the messages catalogue's `notification` group (@courier/domain i18n/en.ts, ar.ts). Rendered with Eta (auto-escaping); the HTML is table-based with inline
 * styles and no images or scripts, which is what Gmail, Outlook and Apple Mail all display.
 * Staff e-mails are not here and stay English: the staff console is English for now.
 */
export type NotifiedStatus = 'booked' | 'out_for_delivery' | 'delivered' | 'exception';
export const NOTIFIED_STATUSES: readonly NotifiedStatus[] = [
  'booked',
  'out_for_delivery',
  'delivered',
  'exception',
];
export const isNotifiedStatus = (status: string): status is NotifiedStatus =>
  (NOTIFIED_STATUSES as readonly string[]).includes(status);

export interface NotificationFacts {
  status: NotifiedStatus;
  awb: string;
  /** Who this copy is for. */
  role: 'sender' | 'receiver';
  senderName: string;
  receiverName: string;
  /** "Dubai, United Arab Emirates" */
  destination: string;
  /** The newest event's remarks (exception reason as tracking shows it), may be empty. */
  remarks: string;
  /** Absolute links (PUBLIC_URL). */
  trackingUrl: string;
  /** Booking e-mails only: the signed label PDF, and until when it opens. */
  labelUrl?: string;
  labelExpires?: string;
  optOutUrl: string;
  /**
   * Receiver's copies before delivery: the signed delivery link (receiver/receiverLink.ts), where
   * they see the shipment and change the day, the address or where it is left.
   */
  receiverUrl?: string;
  /**
   * Out for delivery, the receiver's copies: the window of the courier's run of today, 'HH:MM'
   * Kuwait time (receiver/deliveryWindow.ts), when there is one.
   */
  window?: { from: string; to: string };
  /** The shipment's language; English when absent. Links are already in it (siteLinks.ts). */
  language?: Language;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const COMPANY = 'Courier Express';

type Words = MessageWords['notification'];
const wordsIn = (language: Language = 'en'): Words => messageWordsIn(language).notification;

/** The parts of a lead: plain for the text part, escaped and isolated for the Arabic HTML. */
interface LeadParts {
  awb: string;
  sender: string;
  receiver: string;
  destination: string;
}

const lead = (w: Words, f: NotificationFacts, parts: LeadParts): string => {
  if (f.status !== 'booked') return w.lead[f.status]({ ...parts });
  return f.role === 'sender'
    ? w.lead.bookedSender({ ...parts })
    : w.lead.bookedReceiver({ ...parts });
};

const plainParts = (f: NotificationFacts): LeadParts => ({
  awb: f.awb,
  sender: f.senderName,
  receiver: f.receiverName,
  destination: f.destination,
});

const eta = new Eta({ autoEscape: true, autoTrim: false, useWith: false });

const HTML = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title><%= it.subject %></title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px;font-family:Arial,Helvetica,sans-serif;color:#111827;">
<tr><td style="padding:20px 24px;background:#b91c1c;color:#ffffff;font-size:20px;font-weight:bold;border-radius:6px 6px 0 0;"><%= it.company %></td></tr>
<tr><td style="padding:24px;">
<h1 style="margin:0 0 12px;font-size:20px;"><%= it.headline %></h1>
<p style="margin:0 0 16px;font-size:16px;line-height:24px;"><%= it.lead %></p><% if (it.window) { %><p style="margin:0 0 16px;font-size:16px;font-weight:bold;"><%= it.window %></p><% } %>
<% if (it.f.remarks) { %><p style="margin:0 0 16px;font-size:14px;color:#374151;"><%= it.w.latestNews %> <%= it.f.remarks %></p><% } %>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px;">
<tr><td style="padding:4px 12px 4px 0;color:#6b7280;"><%= it.w.airwayBill %></td><td style="padding:4px 0;font-weight:bold;font-family:'Courier New',monospace;font-size:16px;"><%= it.f.awb %></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280;"><%= it.w.from %></td><td style="padding:4px 0;"><%= it.f.senderName %></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280;"><%= it.w.to %></td><td style="padding:4px 0;"><%= it.f.receiverName %>, <%= it.f.destination %></td></tr>
</table>
<p style="margin:0 0 12px;"><a href="<%= it.f.trackingUrl %>" style="display:inline-block;padding:12px 20px;background:#b91c1c;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold;"><%= it.w.track %> <%= it.f.awb %></a></p>
<% if (it.f.labelUrl) { %><p style="margin:0 0 12px;font-size:14px;"><a href="<%= it.f.labelUrl %>" style="color:#b91c1c;"><%= it.w.downloadLabel %></a> &ndash; <%= it.labelUntil %></p><% } %><% if (it.f.receiverUrl) { %><p style="margin:0 0 12px;font-size:14px;"><%= it.w.receiverHtml %> <a href="<%= it.f.receiverUrl %>" style="color:#b91c1c;"><%= it.w.receiverLink %></a>.</p><% } %>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;line-height:18px;color:#6b7280;">
<%= it.w.why %> <a href="<%= it.f.optOutUrl %>" style="color:#6b7280;"><%= it.stopAbout %></a>.
</td></tr>
</table></td></tr></table>
</body></html>
`;

const TEXT = `<%~ it.headline %>

<%~ it.lead %>
<% if (it.window) { %><%~ it.window %>
<% } %><% if (it.f.remarks) { %>
<%~ it.w.latestNews %> <%~ it.f.remarks %>
<% } %>
<%~ it.w.airwayBill %>: <%~ it.f.awb %>
<%~ it.w.from %>: <%~ it.f.senderName %>
<%~ it.w.to %>: <%~ it.f.receiverName %>, <%~ it.f.destination %>

<%~ it.w.trackIt %> <%~ it.f.trackingUrl %>
<% if (it.f.labelUrl) { %><%~ it.labelText %> <%~ it.f.labelUrl %>
<% } %><% if (it.f.receiverUrl) { %><%~ it.w.receiverHtml %> <%~ it.w.receiverLink %>: <%~ it.f.receiverUrl %>
<% } %>
--
<%~ it.company %>
<%~ it.w.stop %>: <%~ it.f.optOutUrl %>
`;

export function renderNotificationEmail(f: NotificationFacts): RenderedEmail {
  if (f.language === 'ar') return renderArabicEmail(f);
  const w = wordsIn('en');
  const headline = w.headline[f.status]({ awb: f.awb });
  const subject = w.subject({ headline, company: COMPANY });
  const data = {
    f,
    w,
    subject,
    company: COMPANY,
    headline,
    lead: lead(w, f, plainParts(f)),
    window: f.window ? w.window(f.window) : '',
    labelUntil: w.labelUntil({ date: f.labelExpires ?? '' }),
    labelText: w.labelText({ date: f.labelExpires ?? '' }),
    stopAbout: w.optOut.button({ awb: f.awb }),
  };
  return {
    subject,
    html: eta.renderString(HTML, data),
    // The text part is not HTML: no escaping, and blank lines from the conditions folded.
    text: eta.renderString(TEXT, data).replace(/\n{3,}/g, '\n\n'),
  };
}

/** SMS: one segment where possible (160 GSM characters), the AWB and the tracking link. */
export function renderNotificationSms(f: NotificationFacts): string {
  // Arabic text goes as UCS-2 (70 characters a segment): two or three segments with the link.
  // It starts with Arabic words, so phones lay the message out right to left.
  // A receiver's copy carries the delivery page instead (it shows the tracking too).
  const w = wordsIn(f.language);
  const parts = {
    company: COMPANY,
    headline: w.headline[f.status]({ awb: f.awb }),
    link: f.receiverUrl ? w.receiverText : w.smsTrack,
    url: f.receiverUrl || f.trackingUrl,
  };
  return f.window ? w.smsWindow({ ...parts, window: w.window(f.window) }) : w.sms(parts);
}

const PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title><%= it.title %></title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#111827}button{font:inherit;padding:.6rem 1.2rem;background:#b91c1c;color:#fff;border:0;border-radius:4px;cursor:pointer}button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>
<body><main><h1><%= it.title %></h1><p><%= it.message %></p>
<% if (it.button) { %><form method="post"><button type="submit"><%= it.button %></button></form><% } %>
</main></body></html>
`;

/** The opt-out pages: a confirmation step first, so a mail scanner opening the link changes nothing. */
export function renderOptOutPage(
  page: { kind: 'confirm' | 'done'; awb: string } | { kind: 'invalid' },
  language: Language = 'en',
): string {
  if (language === 'ar') return renderArabicOptOutPage(page);
  const w = wordsIn('en').optOut;
  if (page.kind === 'invalid')
    return eta.renderString(PAGE, { title: w.invalidTitle, message: w.invalid, button: '' });
  const awb = { awb: page.awb };
  return page.kind === 'confirm'
    ? eta.renderString(PAGE, {
        title: w.confirmTitle,
        message: w.confirm(awb),
        button: w.button(awb),
      })
    : eta.renderString(PAGE, { title: w.doneTitle, message: w.done(awb), button: '' });
}

/*
 * Arabic. Modern Standard Arabic, right to left. Digits: Western (0-9) throughout,
 * dates through Intl with `ar-KW-u-nu-latn` (a decision, not the locale's default): AWBs and
 * tracking links must stay Western (the customer types or pastes them into the tracking form, the
 * label prints them so), and one message mixing them with Arabic-Indic dates reads unevenly.
 * The messages carry no amounts today; one added later is formatted with the same locale.
 * In the HTML every AWB is an LTR isolate and every name customers typed a <bdi>, so a Latin
 * name or a "+965" number does not reorder the Arabic sentence around it. The text part and SMS
 * carry no invisible direction marks (some clients show them as boxes); AWBs are digits only,
 * which the bidi algorithm keeps in order inside Arabic text.
 */
const AR_LOCALE = 'ar-KW-u-nu-latn';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
/** An AWB or number: left to right, isolated from the Arabic around it. */
const ltr = (value: string) => `<span dir="ltr">${escapeHtml(value)}</span>`;
/** A name or place customers typed, of either direction: isolated. */
const bdi = (value: string) => `<bdi>${escapeHtml(value)}</bdi>`;

/** 'YYYY-MM-DD' (a Kuwait calendar date) as an Arabic date with Western digits: "24 ديسمبر 2026". */
export function arabicDate(isoDate: string): string {
  const at = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return isoDate;
  return new Intl.DateTimeFormat(AR_LOCALE, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

const AR_HTML = `<!DOCTYPE html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title><%= it.subject %></title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="rtl" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" dir="rtl" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px;font-family:Tahoma,Arial,Helvetica,sans-serif;color:#111827;text-align:right;">
<tr><td style="padding:20px 24px;background:#b91c1c;color:#ffffff;font-size:20px;font-weight:bold;border-radius:6px 6px 0 0;"><bdi><%= it.company %></bdi></td></tr>
<tr><td style="padding:24px;">
<h1 style="margin:0 0 12px;font-size:20px;"><%~ it.headline %></h1>
<p style="margin:0 0 16px;font-size:16px;line-height:26px;"><%~ it.lead %></p><% if (it.window) { %><p style="margin:0 0 16px;font-size:16px;font-weight:bold;"><%= it.window %></p><% } %>
<% if (it.f.remarks) { %><p style="margin:0 0 16px;font-size:14px;color:#374151;"><%= it.w.latestNews %> <bdi><%= it.f.remarks %></bdi></p><% } %>
<table role="presentation" cellpadding="0" cellspacing="0" dir="rtl" style="margin:0 0 16px;font-size:14px;">
<tr><td style="padding:4px 0 4px 12px;color:#6b7280;"><%= it.w.airwayBill %></td><td dir="ltr" style="padding:4px 0;font-weight:bold;font-family:'Courier New',monospace;font-size:16px;text-align:right;"><%= it.f.awb %></td></tr>
<tr><td style="padding:4px 0 4px 12px;color:#6b7280;"><%= it.w.from %></td><td style="padding:4px 0;"><bdi><%= it.f.senderName %></bdi></td></tr>
<tr><td style="padding:4px 0 4px 12px;color:#6b7280;"><%= it.w.to %></td><td style="padding:4px 0;"><bdi><%= it.f.receiverName %></bdi>، <bdi><%= it.f.destination %></bdi></td></tr>
</table>
<p style="margin:0 0 12px;"><a href="<%= it.f.trackingUrl %>" style="display:inline-block;padding:12px 20px;background:#b91c1c;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold;"><%= it.w.track %> <span dir="ltr"><%= it.f.awb %></span></a></p>
<% if (it.f.labelUrl) { %><p style="margin:0 0 12px;font-size:14px;"><a href="<%= it.f.labelUrl %>" style="color:#b91c1c;"><%= it.w.downloadLabel %></a> &ndash; <%= it.labelUntil %></p><% } %><% if (it.f.receiverUrl) { %><p style="margin:0 0 12px;font-size:14px;"><%= it.w.receiverHtml %> <a href="<%= it.f.receiverUrl %>" style="color:#b91c1c;"><%= it.w.receiverLink %></a>.</p><% } %>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;line-height:18px;color:#6b7280;">
<%= it.w.why %> <a href="<%= it.f.optOutUrl %>" style="color:#6b7280;"><%= it.w.stop %></a>.
</td></tr>
</table></td></tr></table>
</body></html>
`;

const AR_TEXT = `<%~ it.headline %>

<%~ it.lead %>
<% if (it.window) { %><%~ it.window %>
<% } %><% if (it.f.remarks) { %>
<%~ it.w.latestNews %> <%~ it.f.remarks %>
<% } %>
<%~ it.w.airwayBill %>: <%~ it.f.awb %>
<%~ it.w.from %>: <%~ it.f.senderName %>
<%~ it.w.to %>: <%~ it.f.receiverName %>، <%~ it.f.destination %>

<%~ it.w.trackIt %> <%~ it.f.trackingUrl %>
<% if (it.f.labelUrl) { %><%~ it.labelText %> <%~ it.f.labelUrl %>
<% } %><% if (it.f.receiverUrl) { %><%~ it.w.receiverText %> <%~ it.f.receiverUrl %>
<% } %>
--
<%~ it.company %>
<%~ it.w.stop %>: <%~ it.f.optOutUrl %>
`;

function renderArabicEmail(f: NotificationFacts): RenderedEmail {
  const w = wordsIn('ar');
  const subject = w.subject({ headline: w.headline[f.status]({ awb: f.awb }), company: COMPANY });
  const expires = f.labelExpires ? arabicDate(f.labelExpires) : '';
  const common = { f, w, company: COMPANY, subject, window: f.window ? w.window(f.window) : '' };
  return {
    subject,
    html: eta.renderString(AR_HTML, {
      ...common,
      headline: w.headline[f.status]({ awb: ltr(f.awb) }),
      lead: lead(w, f, {
        awb: ltr(f.awb),
        sender: bdi(f.senderName),
        receiver: bdi(f.receiverName),
        destination: bdi(f.destination),
      }),
      labelUntil: w.labelUntil({ date: expires }),
    }),
    text: eta
      .renderString(AR_TEXT, {
        ...common,
        headline: w.headline[f.status]({ awb: f.awb }),
        lead: lead(w, f, plainParts(f)),
        labelText: w.labelText({ date: expires }),
      })
      .replace(/\n{3,}/g, '\n\n'),
  };
}

const AR_PAGE = `<!DOCTYPE html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title><%= it.title %></title>
<style>body{font-family:Tahoma,Arial,Helvetica,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#111827}button{font:inherit;padding:.6rem 1.2rem;background:#b91c1c;color:#fff;border:0;border-radius:4px;cursor:pointer}button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>
<body><main><h1><%= it.title %></h1><p><%~ it.message %></p>
<% if (it.button) { %><form method="post"><button type="submit"><%~ it.button %></button></form><% } %>
</main></body></html>
`;

function renderArabicOptOutPage(
  page: { kind: 'confirm' | 'done'; awb: string } | { kind: 'invalid' },
): string {
  const w = wordsIn('ar').optOut;
  if (page.kind === 'invalid')
    return eta.renderString(AR_PAGE, {
      title: w.invalidTitle,
      message: escapeHtml(w.invalid),
      button: '',
    });
  const awb = { awb: ltr(page.awb) };
  return page.kind === 'confirm'
    ? eta.renderString(AR_PAGE, {
        title: w.confirmTitle,
        message: w.confirm(awb),
        button: w.button(awb),
      })
    : eta.renderString(AR_PAGE, { title: w.doneTitle, message: w.done(awb), button: '' });
}
