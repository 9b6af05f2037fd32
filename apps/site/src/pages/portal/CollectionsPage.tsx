import {
  PORTAL_PAGE_SIZE_MAX,
  PORTAL_PAGE_SIZE_DEFAULT,
} from '@courier/api-client/endpoints/portal';
import { Button } from '@courier/ui/Button';
import { CollectionBookingForm } from '@courier/ui/CollectionBookingForm';
import { CollectionsList } from '@courier/ui/CollectionsList';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { usePortalWords } from '@courier/ui/i18n/portalWords';
import { toast } from '@courier/ui/Toaster';
import { useState } from 'react';
import { bookPortalCollection, usePortalCollections } from '../../api/portal/collections';
import { refusalErrors } from '../../api/portal/fieldErrors';
import { usePortalShipments } from '../../api/portal/shipments';
import { useVehicles } from '../../api/reference';
import { useSiteWords } from '../../i18n/siteWords';
import { formatKuwaitDate } from '../../portal/formatDate';
import { statusLabel, statusTone } from '../../portal/shipmentRows';
import { useSignedOutRedirect } from '../../portal/useSignedOutRedirect';
import { PortalPage } from './PortalPage';
import { failureMessage } from '../../api/failureMessage';

/** The booked shipments a new collection may gather (booked with the courier, not picked up). */
function BookCollection({ onDone }: { onDone: (booked: boolean) => void }) {
  const portal = usePortalWords();
  const w = useSiteWords();
  const booked = usePortalShipments({ status: 'booked', page: 1, page_size: PORTAL_PAGE_SIZE_MAX });
  const vehicles = useVehicles();
  if (booked.isLoading) return <p role="status">{w.common.loading}</p>;
  const shipments = (booked.data?.shipments ?? []).map((s) => ({
    id: s.shipmentId,
    label: [s.shipment_no, s.receiver_company_name || s.receiver_attention, s.receiver_city]
      .filter(Boolean)
      .join(' - '),
  }));
  return (
    <section aria-labelledby="book-collection-title" className="flex flex-col gap-4">
      <h2 id="book-collection-title" className="text-xl font-bold text-navy-800">
        {portal.collections.bookTitle}
      </h2>
      <CollectionBookingForm
        shipments={shipments}
        vehicles={vehicles.list.map((v) => ({ id: v.vehicle_name, name: v.vehicle_name }))}
        onCancel={() => onDone(false)}
        onSubmit={async (values) => {
          try {
            const answer = await bookPortalCollection(values);
            toast.success(w.portal.collectionBooked({ number: answer.collection.booking_no }));
            onDone(true);
          } catch (error) {
            toast.error(Object.values(refusalErrors(error))[0] ?? failureMessage(error));
          }
        }}
      />
    </section>
  );
}

/** The customer's collection bookings, and one new collection for several shipments. */
export function Component() {
  const portal = usePortalWords();
  const w = useSiteWords();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [booking, setBooking] = useState(false);
  const { data, error, isLoading, mutate } = usePortalCollections({
    page,
    page_size: PORTAL_PAGE_SIZE_DEFAULT,
  });
  useSignedOutRedirect(error);
  return (
    <PortalPage title={w.portal.collections} current="/my-collections">
      {booking ? (
        <BookCollection
          onDone={(booked) => {
            setBooking(false);
            if (booked) void mutate();
          }}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-bold text-navy-800">{portal.collections.title}</h2>
            <Button onPress={() => setBooking(true)}>{portal.collections.book}</Button>
          </div>
          <CollectionsList
            collections={(data?.collections ?? []).map((c) => ({
              bookingNo: c.booking_no,
              date: formatKuwaitDate(c.collection_date, language),
              window: `${c.collection_ready_time} - ${c.collection_close_time}`,
              shipmentNos: c.shipment_nos,
              status: {
                label: statusLabel(portal.collectionStatus, c.status, c.status_label),
                tone: statusTone(c.status),
              },
              note: c.failure_reason || undefined,
            }))}
            total={data?.total ?? 0}
            page={page}
            pageSize={PORTAL_PAGE_SIZE_DEFAULT}
            onPageChange={setPage}
            isLoading={isLoading}
          />
        </div>
      )}
    </PortalPage>
  );
}
