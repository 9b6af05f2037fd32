import { Link } from 'react-aria-components';
import { entranceClass, entranceStyle } from '../utils/entrance';
import { focusRing } from '../utils/focusRing';

export interface ServiceCardProps {
  name: string;
  imageUrl: string;
  iconUrl?: string;
  /** service-single for this service. */
  href: string;
  index?: number;
}

/** A service in the grid: background image, icon and name; the whole card is the link. */
export function ServiceCard({ name, imageUrl, iconUrl, href, index = 0 }: ServiceCardProps) {
  return (
    <Link
      href={href}
      style={entranceStyle(index)}
      className={(rp) =>
        focusRing({
          ...rp,
          className: `${entranceClass} group relative flex min-h-56 flex-col justify-end overflow-hidden rounded-card bg-navy-900 bg-cover bg-center p-5 text-white shadow-card`,
        })
      }
    >
      <img
        src={imageUrl}
        alt=""
        className="absolute inset-0 size-full object-cover opacity-50 transition-transform group-hover:scale-105"
      />
      <span className="relative flex items-center gap-3">
        {iconUrl && <img src={iconUrl} alt="" className="size-10 rounded-full bg-white p-1.5" />}
        <span className="text-lg font-bold">{name}</span>
      </span>
    </Link>
  );
}
