import { Eta } from 'eta';

/**
 * The one catalogue of customer messages: e-mail subject, HTML and text parts, the SMS text and
 * the opt-out pages. Rendered with Eta (auto-escaping); the HTML is table-based with inline
 * styles and no images or scripts, which is what Gmail, Outlook and Apple Mail all display.
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
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const COMPANY = 'Courier Express';

const headline: Record<NotifiedStatus, (f: NotificationFacts) => string> = {
  booked: (f) => `Shipment ${f.awb} is booked`,
  out_for_delivery: (f) => `Shipment ${f.awb} is out for delivery`,
  delivered: (f) => `Shipment ${f.awb} has been delivered`,
  exception: (f) => `Shipment ${f.awb} needs attention`,
};

const lead: Record<NotifiedStatus, (f: NotificationFacts) => string> = {
  booked: (f) =>
    f.role === 'sender'
      ? `Your shipment to ${f.receiverName} (${f.destination}) is booked with airway bill ${f.awb}. Please print the label and attach it to the parcel before collection.`
      : `${f.senderName} has booked a shipment to you with airway bill ${f.awb}.`,
  out_for_delivery: (f) =>
    `Shipment ${f.awb} from ${f.senderName} to ${f.receiverName} is out for delivery today.`,
  delivered: (f) => `Shipment ${f.awb} to ${f.receiverName} has been delivered.`,
  exception: (f) =>
    `There is a problem with shipment ${f.awb} to ${f.receiverName}. Our team is on it; the tracking page shows the latest news.`,
};

const eta = new Eta({ autoEscape: true, autoTrim: false, useWith: false });

const HTML = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title><%= it.subject %></title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px;font-family:Arial,Helvetica,sans-serif;color:#111827;">
<tr><td style="padding:20px 24px;background:#b91c1c;color:#ffffff;font-size:20px;font-weight:bold;border-radius:6px 6px 0 0;"><%= it.company %></td></tr>
<tr><td style="padding:24px;">
<h1 style="margin:0 0 12px;font-size:20px;"><%= it.headline %></h1>
<p style="margin:0 0 16px;font-size:16px;line-height:24px;"><%= it.lead %></p>
<% if (it.f.remarks) { %><p style="margin:0 0 16px;font-size:14px;color:#374151;">Latest news: <%= it.f.remarks %></p><% } %>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px;">
<tr><td style="padding:4px 12px 4px 0;color:#6b7280;">Airway bill</td><td style="padding:4px 0;font-weight:bold;font-family:'Courier New',monospace;font-size:16px;"><%= it.f.awb %></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280;">From</td><td style="padding:4px 0;"><%= it.f.senderName %></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280;">To</td><td style="padding:4px 0;"><%= it.f.receiverName %>, <%= it.f.destination %></td></tr>
</table>
<p style="margin:0 0 12px;"><a href="<%= it.f.trackingUrl %>" style="display:inline-block;padding:12px 20px;background:#b91c1c;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold;">Track shipment <%= it.f.awb %></a></p>
<% if (it.f.labelUrl) { %><p style="margin:0 0 12px;font-size:14px;"><a href="<%= it.f.labelUrl %>" style="color:#b91c1c;">Download the label (PDF)</a> &ndash; this link works until <%= it.f.labelExpires %>.</p><% } %>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;line-height:18px;color:#6b7280;">
You receive this message because your e-mail address is on this shipment. <a href="<%= it.f.optOutUrl %>" style="color:#6b7280;">Stop messages about shipment <%= it.f.awb %></a>.
</td></tr>
</table></td></tr></table>
</body></html>
`;

const TEXT = `<%~ it.headline %>

<%~ it.lead %>
<% if (it.f.remarks) { %>
Latest news: <%~ it.f.remarks %>
<% } %>
Airway bill: <%~ it.f.awb %>
From: <%~ it.f.senderName %>
To: <%~ it.f.receiverName %>, <%~ it.f.destination %>

Track it: <%~ it.f.trackingUrl %>
<% if (it.f.labelUrl) { %>Label (PDF, works until <%~ it.f.labelExpires %>): <%~ it.f.labelUrl %>
<% } %>
--
<%~ it.company %>
Stop messages about this shipment: <%~ it.f.optOutUrl %>
`;

export function renderNotificationEmail(f: NotificationFacts): RenderedEmail {
  const subject = `${headline[f.status](f)} - ${COMPANY}`;
  const data = {
    f,
    subject,
    company: COMPANY,
    headline: headline[f.status](f),
    lead: lead[f.status](f),
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
  return `${COMPANY}: ${headline[f.status](f)}. Track: ${f.trackingUrl}`;
}

const PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title><%= it.title %></title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#111827}button{font:inherit;padding:.6rem 1.2rem;background:#b91c1c;color:#fff;border:0;border-radius:4px;cursor:pointer}button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>
<body><main><h1><%= it.title %></h1><p><%= it.message %></p>
<% if (it.confirm) { %><form method="post"><button type="submit">Stop messages about shipment <%= it.awb %></button></form><% } %>
</main></body></html>
`;

export const optOutWords = {
  confirmTitle: 'Stop messages about this shipment?',
  confirm: (awb: string) =>
    `You will get no more e-mails or text messages about shipment ${awb}. Other shipments are not affected.`,
  doneTitle: 'Messages stopped',
  done: (awb: string) => `You will get no more e-mails or text messages about shipment ${awb}.`,
  invalidTitle: 'This link is not valid',
  invalid: 'Please use the link from the e-mail exactly as it was sent.',
} as const;

/** The opt-out pages: a confirmation step first, so a mail scanner opening the link changes nothing. */
export function renderOptOutPage(
  page: { kind: 'confirm' | 'done'; awb: string } | { kind: 'invalid' },
): string {
  if (page.kind === 'invalid')
    return eta.renderString(PAGE, {
      title: optOutWords.invalidTitle,
      message: optOutWords.invalid,
      confirm: false,
    });
  const confirm = page.kind === 'confirm';
  return eta.renderString(PAGE, {
    title: confirm ? optOutWords.confirmTitle : optOutWords.doneTitle,
    message: confirm ? optOutWords.confirm(page.awb) : optOutWords.done(page.awb),
    confirm,
    awb: page.awb,
  });
}
