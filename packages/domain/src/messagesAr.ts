import type { Language } from './language.ts';

/**
 * The Arabic words of the domain's user messages (issue 15): every field message of the schemas
 * (schemas/*.ts, the `...Messages` constants), the section 8 messages of messages.ts and the
 * API's own refusal words, keyed by the exact English text. English stays the source of truth and
 * is never changed here: a message is looked up by its English words, so the schemas, the API and
 * the browser keep producing English and translate at the edge (translateMessage).
 */
const EXACT: Readonly<Record<string, string>> = {
  // contact.ts
  'Enter your name.': 'أدخل اسمك.',
  'Enter valid email id.': 'أدخل بريدًا إلكترونيًا صحيحًا.',
  'Enter your phone number.': 'أدخل رقم هاتفك.',
  'Enter your valid phone number.': 'أدخل رقم هاتف صحيحًا.',
  'Enter your message.': 'أدخل رسالتك.',
  // memberContact.ts, franchise.ts
  'Enter your valid email id.': 'أدخل بريدك الإلكتروني الصحيح.',
  'Enter your mobile number.': 'أدخل رقم هاتفك النقال.',
  'Only numbers.': 'أرقام فقط.',
  'Enter your subject.': 'أدخل الموضوع.',
  'Enter your valid mobile number.': 'أدخل رقم هاتف نقال صحيحًا.',
  // rate.ts
  'Please Select From Country': 'يرجى اختيار بلد الإرسال',
  'Please Select To Country': 'يرجى اختيار بلد الوجهة',
  'Please Select From State/City': 'يرجى اختيار ولاية/مدينة الإرسال',
  'Please Select To State/City': 'يرجى اختيار ولاية/مدينة الوجهة',
  'Please Enter Valid Weight': 'يرجى إدخال وزن صحيح',
  'Please Select Unit': 'يرجى اختيار الوحدة',
  'Please select a delivery option.': 'يرجى اختيار خيار التوصيل.',
  // tracking.ts
  'Please enter your tracking number.': 'يرجى إدخال رقم التتبع.',
  'Please enter a tracking number.': 'يرجى إدخال رقم تتبع.',
  // collection.ts, collectionFields.ts
  'Enter Contact Person Name': 'أدخل اسم الشخص المسؤول',
  'Enter Company Name': 'أدخل اسم الشركة',
  'Enter Street Name/Number': 'أدخل اسم الشارع/رقمه',
  'Select Country': 'اختر البلد',
  'Enter City': 'أدخل المدينة',
  'Enter Valid Telephone/Mobile': 'أدخل رقم هاتف/نقال صحيحًا',
  'Select Shipment Type': 'اختر نوع الشحنة',
  'Enter All shipment: Total Weight & allow numbers only':
    'أدخل الوزن الإجمالي لجميع الشحنات، أرقامًا فقط',
  'Zipcode allow numbers only': 'الرمز البريدي يقبل الأرقام فقط',
  'Enter valid fax number': 'أدخل رقم فاكس صحيحًا',
  'No. of Domestic Shipment allow numbers only': 'عدد الشحنات المحلية يقبل الأرقام فقط',
  'No. of International Shipment allow numbers only': 'عدد الشحنات الدولية يقبل الأرقام فقط',
  'All shipment: Total Pieces allow numbers only':
    'إجمالي عدد القطع لجميع الشحنات يقبل الأرقام فقط',
  'Select collection date': 'اختر تاريخ الاستلام',
  'Select collection time': 'اختر وقت الاستلام',
  'Select collection cutoff/Closing Time': 'اختر آخر موعد للاستلام/وقت الإغلاق',
  'Select Vehicle Type': 'اختر نوع المركبة',
  'Closing time must be later than the collection time.':
    'يجب أن يكون وقت الإغلاق بعد وقت الاستلام.',
  // bookingStep1.ts
  'Enter Sender Consignor Name': 'أدخل اسم المرسِل',
  'Enter Sender Contact Person': 'أدخل اسم الشخص المسؤول لدى المرسِل',
  'Enter Sender Street Name/Number': 'أدخل اسم شارع المرسِل/رقمه',
  'Enter Valid Sender Zip Code': 'أدخل رمزًا بريديًا صحيحًا للمرسِل',
  'Select Sender Country': 'اختر بلد المرسِل',
  'Select Sender City': 'اختر مدينة المرسِل',
  'Enter Valid Sender Telephone': 'أدخل رقم هاتف صحيحًا للمرسِل',
  'Enter Valid Sender Fax Number': 'أدخل رقم فاكس صحيحًا للمرسِل',
  'Enter Valid Sender Email Id': 'أدخل بريدًا إلكترونيًا صحيحًا للمرسِل',
  'Enter Receiver Company Name': 'أدخل اسم شركة المستلِم',
  'Enter Receiver Attention': 'أدخل اسم الشخص المعنيّ لدى المستلِم',
  'Enter Receiver Street Name/Number': 'أدخل اسم شارع المستلِم/رقمه',
  'Select Receiver City': 'اختر مدينة المستلِم',
  'Enter Valid Receiver Zip Code': 'أدخل رمزًا بريديًا صحيحًا للمستلِم',
  'Select Receiver Country': 'اختر بلد المستلِم',
  'Enter Valid Receiver Telephone': 'أدخل رقم هاتف صحيحًا للمستلِم',
  'Enter Valid Receiver Mobile': 'أدخل رقم هاتف نقال صحيحًا للمستلِم',
  'Enter Valid Receiver Fax Number': 'أدخل رقم فاكس صحيحًا للمستلِم',
  'Enter Valid Receiver Email Id': 'أدخل بريدًا إلكترونيًا صحيحًا للمستلِم',
  // bookingStep2.ts
  'Select Service': 'اختر الخدمة',
  'Select Currency': 'اختر العملة',
  'Select Type: docs or non-docs': 'اختر النوع: مستندات أو غير مستندات',
  'Enter Declared Value, numbers with up to 2 decimals':
    'أدخل القيمة المصرَّح بها، أرقامًا بخانتين عشريتين كحد أقصى',
  'Enter Contents': 'أدخل المحتويات',
  'Add at least one item': 'أضف صنفًا واحدًا على الأقل',
  'Enter Weight, numbers with up to 2 decimals': 'أدخل الوزن، أرقامًا بخانتين عشريتين كحد أقصى',
  'Enter Length, numbers with up to 2 decimals': 'أدخل الطول، أرقامًا بخانتين عشريتين كحد أقصى',
  'Enter Width, numbers with up to 2 decimals': 'أدخل العرض، أرقامًا بخانتين عشريتين كحد أقصى',
  'Enter Height, numbers with up to 2 decimals': 'أدخل الارتفاع، أرقامًا بخانتين عشريتين كحد أقصى',
  'Enter Volume Weight': 'أدخل الوزن الحجمي',
  'Enter Description': 'أدخل الوصف',
  'Enter Quantity, numbers only': 'أدخل الكمية، أرقامًا فقط',
  'Enter Quantity, numbers and + only': 'أدخل الكمية، أرقامًا وعلامة + فقط',
  'Enter Item Value, numbers with up to 2 decimals':
    'أدخل قيمة الصنف، أرقامًا بخانتين عشريتين كحد أقصى',
  'Enter Item Total': 'أدخل إجمالي قيمة الصنف',
  'Enter HS Code: 6, 8 or 10 digits': 'أدخل رمز النظام المنسَّق (HS Code): 6 أو 8 أو 10 أرقام',
  'Enter Country of Origin as a 2-letter code (e.g. IN)':
    'أدخل بلد المنشأ برمز من حرفين لاتينيين (مثل IN)',
  // bookingStep3.ts
  'Enter Special Instruction': 'أدخل التعليمات الخاصة',
  'Select KYC Type': 'اختر نوع مستند إثبات الهوية (KYC)',
  'Please upload KYC document.': 'يرجى رفع مستند إثبات الهوية (KYC).',
  'Please upload company invoice document.': 'يرجى رفع مستند فاتورة الشركة.',
  'Select Payment Method': 'اختر طريقة الدفع',
  'Please accept terms and condition.': 'يرجى الموافقة على الشروط والأحكام.',
  'Please accept privacy policy.': 'يرجى الموافقة على سياسة الخصوصية.',
  // card.ts (the digit counts are patterns below)
  'Enter name on card.': 'أدخل الاسم المدوَّن على البطاقة.',
  'Select card type.': 'اختر نوع البطاقة.',
  // career.ts
  'Enter Name': 'أدخل الاسم',
  'Enter valid email id': 'أدخل بريدًا إلكترونيًا صحيحًا',
  'Enter valid mobile number': 'أدخل رقم هاتف نقال صحيحًا',
  'Enter message': 'أدخل الرسالة',
  'Please upload your resume': 'يرجى رفع سيرتك الذاتية',
  // login.ts
  'Enter your user ID.': 'أدخل معرّف المستخدم.',
  'Enter your password.': 'أدخل كلمة المرور.',
  // portal.ts
  'Enter a valid From date': 'أدخل تاريخ بداية صحيحًا',
  'Enter a valid To date': 'أدخل تاريخ نهاية صحيحًا',
  'The To date must be on or after the From date.':
    'يجب أن يكون تاريخ النهاية مساويًا لتاريخ البداية أو بعده.',
  'Select a valid status': 'اختر حالة صحيحة',
  'Select sender or receiver': 'اختر المرسِل أو المستلِم',
  'Enter your current password.': 'أدخل كلمة المرور الحالية.',
  'The passwords do not match.': 'كلمتا المرور غير متطابقتين.',
  'The new password must be different from the current one.':
    'يجب أن تختلف كلمة المرور الجديدة عن كلمة المرور الحالية.',
  'Choose on or off.': 'اختر تشغيل أو إيقاف.',
  'Select at least one shipment.': 'اختر شحنة واحدة على الأقل.',
  'Enter Valid Email Id': 'أدخل بريدًا إلكترونيًا صحيحًا',
  // fields.ts, ids.ts
  'This text contains characters that are not allowed.': 'يحتوي هذا النص على أحرف غير مسموح بها.',
  'Please select a country.': 'يرجى اختيار البلد.',
  // messages.ts (section 8)
  'Somthing went wrong. Please try again': 'حدث خطأ ما. يرجى المحاولة مرة أخرى',
  'Something went wrong; please try again later.': 'حدث خطأ ما؛ يرجى المحاولة مرة أخرى لاحقًا.',
  'Shipment Not Booked': 'لم يتم حجز الشحنة',
  'Shipment Booked Sucessfully': 'تم حجز الشحنة بنجاح',
  'Invalid Userid/Password. Please try again.':
    'معرّف المستخدم أو كلمة المرور غير صحيحة. يرجى المحاولة مرة أخرى.',
  'Something went wrong.': 'حدث خطأ ما.',
  'Somthing went wrong.': 'حدث خطأ ما.',
  'AWB Generated Sucessfully': 'تم إصدار بوليصة الشحن بنجاح',
  // The API's own refusal words (apps/api http/validate.ts and http/errorHandler.ts).
  'The request is not valid.': 'الطلب غير صالح.',
  'The request has unexpected fields.': 'يحتوي الطلب على حقول غير متوقعة.',
  'The request body is not valid JSON.': 'محتوى الطلب ليس بصيغة JSON صحيحة.',
  'The request body is empty.': 'محتوى الطلب فارغ.',
  'The request is too large.': 'حجم الطلب كبير جدًا.',
  'Send the request body as JSON.': 'أرسل محتوى الطلب بصيغة JSON.',
  'The request body length is wrong.': 'طول محتوى الطلب غير صحيح.',
  'The address of the request is not valid.': 'عنوان الطلب غير صالح.',
  'The address of the request is too long.': 'عنوان الطلب طويل جدًا.',
  'Something went wrong. Please try again later.': 'حدث خطأ ما. يرجى المحاولة مرة أخرى لاحقًا.',
  // The API's own tracking words (tracking.ts TRACKING_NOT_FOUND_STATUS, apps/api routes/tracking.ts)
  // and the remarks its own scans write (booking, cancelling); a carrier's remarks stay as written.
  'Not found': 'غير موجودة',
  'No shipment was found with this tracking number.': 'لم يُعثر على شحنة بهذا الرقم.',
  'Shipment booked': 'تم حجز الشحنة',
  'Shipment cancelled': 'أُلغيت الشحنة',
  // rateQuote.ts QUOTE_MESSAGES (the routes and weights are templates below)
  'Price calculated': 'تم احتساب السعر',
  'The selected service is not available for this shipment.':
    'الخدمة المختارة غير متاحة لهذه الشحنة.',
  // The API's payment words (apps/api payments/paymentMessages.ts; the maximum is a template below)
  'Payment Successful.': 'تم الدفع بنجاح.',
  'Payment declined by the card issuer. Please use another card.':
    'رفضت الجهة المصدرة للبطاقة الدفع. يرجى استخدام بطاقة أخرى.',
  'Payment declined: the sandbox accepts only its test cards (4111111111111111 is approved).':
    'رُفض الدفع: بيئة الاختبار تقبل بطاقاتها التجريبية فقط (تُقبل البطاقة 4111111111111111).',
  'Invalid card number. Please check the digits and try again.':
    'رقم البطاقة غير صحيح. يرجى التحقق من الأرقام والمحاولة مرة أخرى.',
  'Invalid card expiry date.': 'تاريخ انتهاء صلاحية البطاقة غير صحيح.',
  'The card has expired.': 'انتهت صلاحية البطاقة.',
  'Invalid card CVV number.': 'رمز التحقق (CVV) للبطاقة غير صحيح.',
  'Enter the name on the card.': 'أدخل الاسم المدوَّن على البطاقة.',
  'Invalid payment amount.': 'مبلغ الدفع غير صحيح.',
  'Invalid payment currency.': 'عملة الدفع غير صحيحة.',
  // constants.ts SUNDAY_NOTE, under a booking made on a Sunday
  'Shipments booked on Sunday will be processed on next working day.':
    'تُعالَج الشحنات المحجوزة يوم الأحد في يوم العمل التالي.',
};

/**
 * A counted noun in Arabic (numerals stay Western, as on the rest of the site): 1 and 2 take the
 * singular and dual words; 3 to 10 (by the last two digits) the plural; 11 to 99 the accusative
 * singular; whole hundreds and the rest the genitive singular ('100 حرف').
 */
export function countedAr(
  n: number,
  forms: { one: string; two: string; few: string; many: string; other: string },
): string {
  if (n === 1) return forms.one;
  if (n === 2) return forms.two;
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${n} ${forms.few}`;
  if (lastTwo >= 11) return `${n} ${forms.many}`;
  return `${n} ${forms.other}`;
}

const characters = (n: number) =>
  countedAr(n, { one: 'حرف واحد', two: 'حرفين', few: 'أحرف', many: 'حرفًا', other: 'حرف' });
const digits = (n: number) =>
  countedAr(n, { one: 'رقم واحد', two: 'رقمين', few: 'أرقام', many: 'رقمًا', other: 'رقم' });
const days = (n: number) =>
  countedAr(n, { one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' });
const shipments = (n: number) =>
  countedAr(n, { one: 'شحنة واحدة', two: 'شحنتين', few: 'شحنات', many: 'شحنةً', other: 'شحنة' });
const trackingNumbers = (n: number) =>
  countedAr(n, {
    one: 'رقم تتبع واحد',
    two: 'رقمَي تتبع',
    few: 'أرقام تتبع',
    many: 'رقمَ تتبع',
    other: 'رقم تتبع',
  });

/**
 * Messages built from templates (a length, a count, a field name): the English pattern and the
 * Arabic built from its parts. Numbers are whole numbers; field names are wire names.
 */
const TEMPLATES: readonly [RegExp, (...parts: string[]) => string][] = [
  // fields.ts textMessages.tooLong
  [/^Enter at most (\d+) characters\.$/, (n) => `أدخل ${characters(Number(n))} كحد أقصى.`],
  // bookingStep1.ts streetTooLong
  [
    /^Street Name\/Number allows at most (\d+) characters$/,
    (n) => `اسم الشارع/رقمه يقبل ${characters(Number(n))} كحد أقصى`,
  ],
  // tracking.ts tooMany
  [
    /^Enter at most (\d+) tracking numbers\.$/,
    (n) => `أدخل ${trackingNumbers(Number(n))} كحد أقصى.`,
  ],
  // card.ts
  [
    /^Enter valid (\d+) digit card number\.$/,
    (n) => `أدخل رقم بطاقة صحيحًا من ${digits(Number(n))}.`,
  ],
  [
    /^Enter valid (\d+) digit expiry month\.$/,
    (n) => `أدخل شهر انتهاء صلاحية صحيحًا من ${digits(Number(n))}.`,
  ],
  [
    /^Enter valid (\d+) digit expiry year\.$/,
    (n) => `أدخل سنة انتهاء صلاحية صحيحة من ${digits(Number(n))}.`,
  ],
  [
    /^Enter valid (\d+) digit CVV\.$/,
    (n) => `أدخل رمز التحقق (CVV) صحيحًا من ${digits(Number(n))}.`,
  ],
  // portal.ts
  [/^Select a range of at most (\d+) days\.$/, (n) => `اختر فترة لا تزيد على ${days(Number(n))}.`],
  [
    /^The new password must be at least (\d+) characters long\.$/,
    (n) => `يجب ألا تقل كلمة المرور الجديدة عن ${characters(Number(n))}.`,
  ],
  [/^Select at most (\d+) shipments\.$/, (n) => `اختر ${shipments(Number(n))} كحد أقصى.`],
  // ids.ts idMessages, and the API's words for a field zod describes only in its own terms
  [/^([A-Za-z_][\w.]*) is required\.$/, (name) => `الحقل ${name} مطلوب.`],
  [/^([A-Za-z_][\w.]*) must be a string\.$/, (name) => `يجب أن يكون الحقل ${name} نصًا.`],
  [/^([A-Za-z_][\w.]*) is not valid\.$/, (name) => `قيمة الحقل ${name} غير صالحة.`],
  [/^([A-Za-z_][\w.]*) has the wrong type\.$/, (name) => `نوع قيمة الحقل ${name} غير صحيح.`],
  // rateQuote.ts QUOTE_MESSAGES: the countries and the weight are passed on as they are
  [
    /^We do not ship from (.+) to (.+) yet\. Please contact us for a quote\.$/,
    (from, to) => `لا نشحن من ${from} إلى ${to} حتى الآن. يرجى التواصل معنا للحصول على عرض سعر.`,
  ],
  [
    /^No service carries (\S+) kg from (.+) to (.+) yet\. Please contact us for a quote\.$/,
    (kg, from, to) =>
      `لا تتوفر خدمة تنقل ${kg} كغ من ${from} إلى ${to} حتى الآن. يرجى التواصل معنا للحصول على عرض سعر.`,
  ],
  // paymentMessages.ts tooLarge with the configured maximum ('... of KWD 1000.000.')
  [
    /^The payment amount is above the maximum per payment of (.+)\.$/,
    (maximum) => `مبلغ الدفع أعلى من الحد الأقصى للدفعة الواحدة وهو ${maximum}.`,
  ],
  // messages.ts imageLoadErrorMessage: the detail is passed on as it is
  [/^Error loading image: ([\s\S]*)$/, (detail) => `تعذّر تحميل الصورة: ${detail}`],
];

/** The Arabic of a known English message, or undefined when there is none. */
export function arabicMessage(message: string): string | undefined {
  // Own keys only: 'constructor' or '__proto__' must not find Object.prototype's members.
  if (Object.hasOwn(EXACT, message)) return EXACT[message];
  for (const [pattern, build] of TEMPLATES) {
    const match = pattern.exec(message);
    if (match) return build(...match.slice(1));
  }
  return undefined;
}

/**
 * A user message in the asked language: the Arabic of a known English message for 'ar'; the
 * English unchanged for 'en' and for any message without Arabic words (a carrier's text, a
 * message added later), so nothing is ever lost or blanked.
 */
export function translateMessage(message: string, language: Language): string {
  if (language !== 'ar') return message;
  return arabicMessage(message) ?? message;
}
