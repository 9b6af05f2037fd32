export const orderTrackingHref = (number: string) =>
  `/order-tracking?tracking_number=${encodeURIComponent(number)}`;
export const multiTrackingHref = (numbers: string) =>
  `/multi-tracking?tracking_number=${encodeURIComponent(numbers)}`;
