import {
  Clock,
  FileText,
  Globe,
  Package,
  Plane,
  ShieldCheck,
  Ship,
  ShoppingCart,
  Truck,
  type LucideIcon,
} from 'lucide-react';

/** Words in a service's name and the icon (lucide) that shows what it is; first match wins. */
const ICONS: [RegExp, LucideIcon][] = [
  [/sea|ocean/i, Ship],
  [/air/i, Plane],
  [/customs|clearance/i, ShieldCheck],
  [/commerce|shop/i, ShoppingCart],
  [/document/i, FileText],
  [/domestic|same[- ]day|local/i, Truck],
  [/next[- ]day|economy|time/i, Clock],
  [/international|global|world/i, Globe],
];

/** The icon for a service, from its name (a parcel when nothing matches). */
export function serviceIconFor(name: string): LucideIcon {
  return ICONS.find(([pattern]) => pattern.test(name))?.[1] ?? Package;
}
