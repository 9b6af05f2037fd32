import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** A login call from an address, with a device cookie when the caller has one. */
type LoginFrom = (
  password: string,
  address: string,
  cookie?: string,
) => Promise<{ statusCode: number }>;

/**
 * Records `failures` failed logins today for a limiter key ('user:carol'). Far past the free
 * failures, every attempt without a trusted device cookie starts a delay.
 */
export async function failedToday(db: Db, key: string, failures: number): Promise<void> {
  await db.execute(sql`insert into login_attempts (key, window_start, failures)
    values (${key}, to_timestamp(floor(extract(epoch from now()) / 86400) * 86400), ${failures})
    on conflict (key, window_start) do update set failures = ${failures}`);
}

/** Ends the key's delay now, as when its Retry-After has run out. */
export async function delayOver(db: Db, key: string): Promise<void> {
  await db.execute(
    sql`update login_attempts set blocked_until = now() - interval '1 second' where key = ${key}`,
  );
}

export interface GuesserRounds {
  db: Db;
  /** The limiter key of the account ('user:carol'). */
  key: string;
  login: LoginFrom;
  password: string;
  /** The owner's device cookie ('name=value'), from an earlier login. */
  deviceCookie: string;
  rounds: number;
  /** The first two parts of the addresses ('10.5'): each caller, each round, has its own. */
  network: string;
}

/**
 * A guesser who resends a wrong password each time the delay ends. Every round the delay runs
 * out, the guesser (from a fresh address) fails and starts it again, someone with the right
 * password but no device cookie tries, and then the owner on the device they logged in from.
 * The answers of the three, a round each.
 */
export async function guesserRounds(g: GuesserRounds) {
  const answers: { guesser: number; withoutDevice: number; owner: number }[] = [];
  for (let round = 1; round <= g.rounds; round += 1) {
    await delayOver(g.db, g.key);
    const guesser = await g.login('wrong password!', `${g.network}.1.${round}`);
    const withoutDevice = await g.login(g.password, `${g.network}.2.${round}`);
    const owner = await g.login(g.password, `${g.network}.3.${round}`, g.deviceCookie);
    answers.push({
      guesser: guesser.statusCode,
      withoutDevice: withoutDevice.statusCode,
      owner: owner.statusCode,
    });
  }
  return answers;
}

/** What each round should answer: the guesser refused, the delay kept, the owner let in. */
export const OWNER_STAYS_IN = { guesser: 401, withoutDevice: 429, owner: 200 } as const;
