import { describe, expect, it } from 'vitest';
import {
  NOTIFIED_STATUSES,
  renderNotificationEmail,
  renderNotificationSms,
  renderOptOutPage,
  type NotificationFacts,
} from './templates.ts';

const facts = (overrides: Partial<NotificationFacts> = {}): NotificationFacts => ({
  status: 'booked',
  awb: '12345678903',
  role: 'sender',
  senderName: 'Acme <b>Trading</b>',
  receiverName: 'Globex',
  destination: 'New Delhi, India',
  remarks: '',
  trackingUrl: 'https://courier.example/order-tracking?tracking_number=12345678903',
  labelUrl: 'https://courier.example/api/website/label/12345678903.1.sig.pdf',
  labelExpires: '2026-12-24',
  optOutUrl: 'https://courier.example/api/notifications/opt-out/12345678903.0.sig',
  ...overrides,
});

describe('notification templates', () => {
  it.each(NOTIFIED_STATUSES)(
    '%s: subject, HTML and text carry the AWB and absolute links',
    (status) => {
      const mail = renderNotificationEmail(facts({ status }));
      expect(mail.subject).toContain('12345678903');
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain('12345678903');
        expect(part).toContain(
          'https://courier.example/order-tracking?tracking_number=12345678903',
        );
        expect(part).toContain(
          'https://courier.example/api/notifications/opt-out/12345678903.0.sig',
        );
      }
      expect(mail.html).not.toMatch(/href="\//);
      expect(renderNotificationSms(facts({ status }))).toContain('12345678903');
    },
  );

  it('links the label in the booking e-mail with its expiry, not in status e-mails', () => {
    const booked = renderNotificationEmail(facts());
    expect(booked.html).toContain('href="https://courier.example/api/website/label/');
    expect(booked.text).toContain('works until 2026-12-24');
    const delivered = renderNotificationEmail(
      facts({ status: 'delivered', labelUrl: undefined, labelExpires: undefined }),
    );
    expect(delivered.html).not.toContain('/api/website/label/');
  });

  it('escapes what customers typed in the HTML, and keeps it plain in the text', () => {
    const mail = renderNotificationEmail(facts({ role: 'receiver' }));
    expect(mail.html).toContain('Acme &lt;b&gt;Trading&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Trading');
    expect(mail.text).toContain('Acme <b>Trading</b>');
  });

  it('shows the exception remarks', () => {
    const mail = renderNotificationEmail(
      facts({ status: 'exception', remarks: 'Address not found' }),
    );
    expect(mail.text).toContain('Latest news: Address not found');
  });

  it('the opt-out page asks with a POST form first', () => {
    expect(renderOptOutPage({ kind: 'confirm', awb: '12345678903' })).toContain(
      '<form method="post">',
    );
    expect(renderOptOutPage({ kind: 'done', awb: '12345678903' })).not.toContain('<form');
    expect(renderOptOutPage({ kind: 'invalid' })).toContain('This link is not valid');
  });
});
