/**
 * A stop's address as lines: the Kuwaiti parts with their words (Block 3, Street 5) when known,
 * else the booked street line, city and country. Blank values are left out.
 */
type Address = {
  line: string;
  city: string;
  country: string;
  governorate: string;
  area: string;
  block: string;
  street: string;
  house: string;
  floor: string;
  flat: string;
  paci: string;
};
const PARTS = ['block', 'street', 'house', 'floor', 'flat', 'paci'] as const;
type Part = (typeof PARTS)[number];

export function addressLines(
  address: Address,
  words: Record<Part, (values: { value: string }) => string>,
): string[] {
  const clean = (text: string) => text.trim();
  const kuwaiti = clean(address.governorate) !== '' || clean(address.area) !== '';
  if (!kuwaiti)
    return [address.line, [address.city, address.country].map(clean).filter(Boolean).join(', ')]
      .map(clean)
      .filter(Boolean);
  const place = [address.area, address.governorate].map(clean).filter(Boolean).join(', ');
  const parts = PARTS.filter((part) => clean(address[part]) !== '').map((part) =>
    words[part]({ value: clean(address[part]) }),
  );
  return [place, parts.join(', ')].filter(Boolean);
}
