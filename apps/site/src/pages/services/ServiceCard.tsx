import type { Service } from '@courier/api-client/endpoints/content';

/** Background image, icon and name (spec 2); row_index 2 puts the name above the icon. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <div
      className="relative flex h-56 flex-col justify-end overflow-hidden rounded-card bg-cover bg-center text-white shadow-card"
      style={{ backgroundImage: `url(${service.service_image})` }}
    >
      <div className="absolute inset-0 bg-gradient-to-t from-navy-900/90 to-navy-900/20" />
      <div className={`relative flex gap-3 p-5 ${service.row_index === 2 ? 'flex-col-reverse' : 'flex-col'}`}>
        <img src={service.service_icon} alt="" className="size-10" />
        <h2 className="text-xl font-bold">{service.service_name}</h2>
      </div>
    </div>
  );
}
