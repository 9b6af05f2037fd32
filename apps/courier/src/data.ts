/**
 * The phone's data: the run (the last good answer kept in IndexedDB, so the app opens offline),
 * the outbox's sender (actions leave through the staff API with their keys), and the settings.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { adminCall, AdminCallError } from '@courier/api-client/adminClient';
import type { AdminSuccessOf } from '@courier/api-client/admin';
import { cacheGet, cachePut } from './outbox/idb';
import { idbOutbox, prune, type QueuedAction, type Send } from './outbox/outbox';
import { createSender } from './outbox/sender';

export type Run = AdminSuccessOf<'courier_run'>;
export type Stop = Run['stops'][number];

const RUN_KEY = 'run';

/** Sends one queued action; a refusal carries the server's words (the request's language). */
const send: Send = async (call, body) => {
  try {
    // The body was checked with the call's schema when it was queued.
    await adminCall(call, body as never);
    return { ok: true };
  } catch (error) {
    if (error instanceof AdminCallError)
      return { ok: false, status: error.status, message: error.message, errors: error.errors };
    return { ok: false, status: 0, message: String(error), errors: {} };
  }
};

export const sender = createSender(idbOutbox, send);

let started = false;
/** Once per page: prune old sent actions, send what waits, and again whenever the network returns. */
export function startSender(): void {
  if (started) return;
  started = true;
  void prune(idbOutbox).then(() => sender.kick(true));
  window.addEventListener('online', () => void sender.kick(true));
}

let snapshot: QueuedAction[] = [];
const refreshSnapshot = async () => {
  snapshot = (await sender.actions()).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
};
const outboxListeners = new Set<() => void>();
sender.subscribe(() => {
  void refreshSnapshot().then(() => outboxListeners.forEach((l) => l()));
});

/** The outbox's actions in the order taken, kept current. */
export function useOutbox(): QueuedAction[] {
  useEffect(() => {
    void refreshSnapshot().then(() => outboxListeners.forEach((l) => l()));
  }, []);
  return useSyncExternalStore(
    (listener) => {
      outboxListeners.add(listener);
      return () => outboxListeners.delete(listener);
    },
    () => snapshot,
  );
}

export interface RunState {
  run: Run | null;
  /** The run shown is the one kept from an earlier answer (no network). */
  fromCache: boolean;
  /** 401: nobody logged in (or the session ended). */
  loggedOut: boolean;
  error: string | null;
  reload: () => void;
}

/** The courier's run: the kept one at once, then the server's when it answers. */
export function useRun(): RunState {
  const [state, setState] = useState<Omit<RunState, 'reload'>>({
    run: null,
    fromCache: false,
    loggedOut: false,
    error: null,
  });
  const load = useCallback(async () => {
    const kept = await cacheGet<Run>(RUN_KEY).catch(() => undefined);
    if (kept) setState((s) => (s.run && !s.fromCache ? s : { ...s, run: kept, fromCache: true }));
    try {
      const run = await adminCall('courier_run', {});
      await cachePut(RUN_KEY, run).catch(() => undefined);
      setState({ run, fromCache: false, loggedOut: false, error: null });
    } catch (error) {
      const refused = error instanceof AdminCallError ? error : null;
      if (refused?.status === 401 || refused?.status === 403)
        setState({ run: null, fromCache: false, loggedOut: true, error: null });
      else
        setState((s) => ({
          ...s,
          fromCache: s.run !== null,
          error: refused?.message ?? String(error),
        }));
    }
  }, []);
  useEffect(() => {
    void load();
    const again = () => void load();
    window.addEventListener('online', again);
    // After a round that sent something the run's states changed on the server.
    const off = sender.subscribe(() => {
      if (navigator.onLine) void load();
    });
    return () => {
      window.removeEventListener('online', again);
      off();
    };
  }, [load]);
  return { ...state, reload: () => void load() };
}

/** Forgets the kept run (at logout: the next courier on this phone must not see it). */
export const forgetRun = () => cachePut(RUN_KEY, null);

const POSITION_KEY = 'courier-send-position';

/** Whether the courier allowed sending the phone's position with each action. */
export function useSendPosition(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(POSITION_KEY) === 'on';
    } catch {
      return false;
    }
  });
  return [
    on,
    (next) => {
      setOn(next);
      try {
        localStorage.setItem(POSITION_KEY, next ? 'on' : 'off');
      } catch {
        // Not kept past this page.
      }
    },
  ];
}

/** Where the phone is, when allowed and known within a few seconds; else nothing. */
export function currentPosition(
  allowed: boolean,
): Promise<{ lat: number; lng: number } | undefined> {
  if (!allowed || !('geolocation' in navigator)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => resolve(undefined),
      { timeout: 5_000, maximumAge: 60_000 },
    );
  });
}
