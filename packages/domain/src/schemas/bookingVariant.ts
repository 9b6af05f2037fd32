/**
 * The two booking wizards share their forms: 'public' is book-shipment (anonymous visitors),
 * 'customer' is create-shipment (logged-in customers). Each step schema takes the variant and
 * adds only what differs.
 */
export type BookingVariant = 'public' | 'customer';
