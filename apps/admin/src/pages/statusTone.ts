import type { StatusTone } from '@courier/ui/StatusBadge';

/** The colour of a status badge (the words are always shown too). */
export function toneOf(status: string): StatusTone {
  if (status === 'delivered' || status === 'collected') return 'success';
  if (
    status === 'exception' ||
    status === 'failed' ||
    status === 'cancelled' ||
    status === 'returned'
  )
    return 'danger';
  if (status === 'not_booked' || status === 'requested') return 'warning';
  if (status === 'booked' || status === 'scheduled') return 'neutral';
  return 'info';
}
