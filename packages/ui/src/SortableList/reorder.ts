/** An id as rows carry it; react-aria hands keys back as string or number. */
export type RowId = string | number;

function same(a: RowId, b: RowId): boolean {
  return String(a) === String(b);
}

/**
 * The order after dropping `moved` (kept in their order) before or after `target`; an unknown
 * target or a drop on one of the moved rows leaves the order as it was.
 */
export function reorderAround<Id extends RowId>(
  ids: readonly Id[],
  moved: Iterable<RowId>,
  target: RowId,
  position: 'before' | 'after',
): Id[] {
  const movedIds = ids.filter((id) => Array.from(moved).some((key) => same(key, id)));
  if (movedIds.some((id) => same(id, target))) return [...ids];
  const rest = ids.filter((id) => !movedIds.includes(id));
  const at = rest.findIndex((id) => same(id, target));
  if (at < 0) return [...ids];
  const insertAt = position === 'before' ? at : at + 1;
  return [...rest.slice(0, insertAt), ...movedIds, ...rest.slice(insertAt)];
}

/** The order after moving one row a step up (-1) or down (+1); unchanged at either end. */
export function moveBy<Id extends RowId>(ids: readonly Id[], id: RowId, step: -1 | 1): Id[] {
  const from = ids.findIndex((candidate) => same(candidate, id));
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
