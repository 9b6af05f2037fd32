import { describe, expect, it } from 'vitest';
import english from './fixtures/englishMessages.json' with { type: 'json' };
import { trackingUrl } from './messageJobs.ts';
import {
  arabicDate,
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

  it('out for delivery: the receiver is told the window of the day, in both languages', () => {
    const window = { from: '10:00', to: '12:00' };
    const base = { status: 'out_for_delivery', role: 'receiver', window } as const;
    const en = renderNotificationEmail(facts(base));
    for (const part of [en.html, en.text])
      expect(part).toContain('Expected between 10:00 and 12:00 today (Kuwait time).');
    expect(renderNotificationSms(facts(base))).toContain(
      'is out for delivery. Expected between 10:00 and 12:00 today (Kuwait time).',
    );
    const ar = renderNotificationEmail(facts({ ...base, language: 'ar' }));
    for (const part of [ar.html, ar.text]) expect(part).toContain('بين الساعة 10:00 والساعة 12:00');
    expect(renderNotificationSms(facts({ ...base, language: 'ar' }))).toContain(
      'بين الساعة 10:00 والساعة 12:00',
    );
    // Without a window, nothing of it.
    const none = renderNotificationEmail(facts({ ...base, window: undefined }));
    expect(none.text).not.toContain('Expected between');
  });

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

describe('English messages (unchanged by the Arabic translation)', () => {
  // The fixture was rendered by the templates as they were before Arabic was added.
  const expected = english as Record<string, unknown>;
  it.each(
    NOTIFIED_STATUSES.flatMap((status) =>
      (['sender', 'receiver'] as const).map((role) => [status, role] as const),
    ),
  )('%s for the %s is byte-identical, with or without language: en', (status, role) => {
    const f = facts({
      status,
      role,
      remarks: status === 'exception' ? 'Address not found' : '',
      ...(status === 'booked' ? {} : { labelUrl: undefined, labelExpires: undefined }),
    });
    for (const given of [f, { ...f, language: 'en' as const }]) {
      expect({ ...renderNotificationEmail(given), sms: renderNotificationSms(given) }).toEqual(
        expected[`${status}:${role}`],
      );
    }
  });

  it('the opt-out pages and the tracking link are unchanged', () => {
    expect(renderOptOutPage({ kind: 'confirm', awb: '12345678903' })).toBe(
      expected['optOut:confirm'],
    );
    expect(renderOptOutPage({ kind: 'done', awb: '12345678903' }, 'en')).toBe(
      expected['optOut:done'],
    );
    expect(renderOptOutPage({ kind: 'invalid' })).toBe(expected['optOut:invalid']);
    expect(trackingUrl('https://courier.example', '12345678903')).toBe(
      'https://courier.example/order-tracking?tracking_number=12345678903',
    );
  });
});

describe('Arabic messages', () => {
  const arabic = (overrides: Partial<NotificationFacts> = {}) =>
    facts({
      language: 'ar',
      trackingUrl: trackingUrl('https://courier.example', '12345678903', 'ar'),
      ...overrides,
    });
  const subjects = {
    booked: 'تم حجز الشحنة 12345678903 - Courier Express',
    out_for_delivery: 'الشحنة 12345678903 خرجت للتوصيل - Courier Express',
    delivered: 'تم تسليم الشحنة 12345678903 - Courier Express',
    exception: 'الشحنة 12345678903 تحتاج إلى متابعة - Courier Express',
  };

  it.each(NOTIFIED_STATUSES)(
    '%s: Arabic subject, RTL HTML, AWB isolated left to right',
    (status) => {
      const mail = renderNotificationEmail(arabic({ status }));
      expect(mail.subject).toBe(subjects[status]);
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.html).toContain(`<title>${subjects[status]}</title>`);
      // Every AWB in running text sits in an LTR isolate (the table cell is dir="ltr" itself).
      // (The <title> is plain text, no markup possible: the window title only.)
      const bare = mail.html
        .replace(/<title>.*<\/title>/, '')
        .replaceAll('<span dir="ltr">12345678903</span>', '')
        .replace(/<td dir="ltr"[^>]*>12345678903<\/td>/, '')
        .replaceAll(/"https:[^"]*"/g, '');
      expect(bare).not.toContain('12345678903');
      expect(mail.html).toContain(
        'href="https://courier.example/ar/order-tracking?tracking_number=12345678903"',
      );
      // The opt-out link is the API's, the same in both languages.
      expect(mail.html).toContain(
        'href="https://courier.example/api/notifications/opt-out/12345678903.0.sig"',
      );
      expect(mail.html).toContain('إيقاف إشعارات هذه الشحنة');
      expect(mail.html).not.toMatch(/href="\//);
      const sms = renderNotificationSms(arabic({ status }));
      expect(sms.startsWith(subjects[status].replace(' - Courier Express', ''))).toBe(true);
      expect(sms).toContain(
        'https://courier.example/ar/order-tracking?tracking_number=12345678903',
      );
    },
  );

  it('the text part is plain, readable Arabic with the links on their own', () => {
    const { text } = renderNotificationEmail(arabic());
    expect(text).toBe(`تم حجز الشحنة 12345678903

تم حجز شحنتك إلى Globex (New Delhi, India) برقم بوليصة الشحن 12345678903. يُرجى طباعة الملصق وتثبيته على الطرد قبل موعد الاستلام.

رقم بوليصة الشحن: 12345678903
من: Acme <b>Trading</b>
إلى: Globex، New Delhi, India

تتبّع الشحنة: https://courier.example/ar/order-tracking?tracking_number=12345678903
ملصق الشحنة (PDF، يعمل الرابط حتى 24 ديسمبر 2026): https://courier.example/api/website/label/12345678903.1.sig.pdf

--
Courier Express
إيقاف إشعارات هذه الشحنة: https://courier.example/api/notifications/opt-out/12345678903.0.sig
`);
  });

  it('escapes and isolates what customers typed; the receiver copy names the sender', () => {
    const mail = renderNotificationEmail(arabic({ role: 'receiver' }));
    expect(mail.html).toContain('<bdi>Acme &lt;b&gt;Trading&lt;/b&gt;</bdi>');
    expect(mail.html).not.toContain('<b>Trading');
    expect(mail.text).toContain(
      'حجز Acme <b>Trading</b> شحنة مُرسلة إليك برقم بوليصة الشحن 12345678903.',
    );
  });

  it('shows the exception remarks and the label expiry as an Arabic date in Western digits', () => {
    const mail = renderNotificationEmail(
      arabic({ status: 'exception', remarks: 'Address not found', labelUrl: undefined }),
    );
    expect(mail.text).toContain('آخر المستجدات: Address not found');
    expect(mail.html).not.toContain('/api/website/label/');
    expect(arabicDate('2026-12-24')).toBe('24 ديسمبر 2026');
    expect(renderNotificationEmail(arabic()).html).toContain('يعمل هذا الرابط حتى 24 ديسمبر 2026.');
  });

  it('the opt-out pages in Arabic, the AWB isolated, the POST form kept', () => {
    const confirm = renderOptOutPage({ kind: 'confirm', awb: '12345678903' }, 'ar');
    expect(confirm).toContain('<html lang="ar" dir="rtl">');
    expect(confirm).toContain('<form method="post">');
    expect(confirm).toContain('إيقاف إشعارات الشحنة <span dir="ltr">12345678903</span>');
    expect(renderOptOutPage({ kind: 'done', awb: '12345678903' }, 'ar')).toContain(
      'تم إيقاف الإشعارات',
    );
    expect(renderOptOutPage({ kind: 'invalid' }, 'ar')).toContain('هذا الرابط غير صالح');
  });
});
