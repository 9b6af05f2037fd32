import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = Parameters<FastifyBaseLogger['info']>;
type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/** pino's level numbers (the parent's own table, custom levels included). */
interface PinoLike extends FastifyBaseLogger {
  levels?: { values: Record<string, number> };
}

/**
 * A request's logger that becomes a real pino child (with the request id bound) only when it
 * first writes a line. Fastify makes a child for every request, and pino's `child` costs a
 * redaction pass over the bindings and a rebuild of the log methods for the level (~3 % of a
 * cached blog_list's CPU under load); most requests write no line of their own (the request
 * line is written by OneLineRequestLog from the root logger), so most never pay it.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: PinoLike;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;
  #level: string;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions = {}) {
    this.#parent = parent as PinoLike;
    this.#bindings = bindings;
    this.#options = options;
    this.#level = options?.level ?? parent.level;
  }

  get level(): string {
    return this.#child?.level ?? this.#level;
  }

  set level(level: string) {
    this.#level = level;
    if (this.#child) this.#child.level = level;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, { ...this.#options, level: this.#level });
    return this.#child;
  }

  #enabled(level: Level): boolean {
    if (this.#child) return true;
    const values = this.#parent.levels?.values;
    // Not pino: no table to compare with, so always hand the line to a real child.
    if (!values) return true;
    const threshold = values[this.#level];
    return threshold === undefined || (values[level] ?? 0) >= threshold;
  }

  #log(level: Level, args: LogArgs): void {
    if (this.#enabled(level)) (this.#real()[level] as (...a: LogArgs) => void)(...args);
  }

  fatal(...args: LogArgs): void {
    this.#log('fatal', args);
  }
  error(...args: LogArgs): void {
    this.#log('error', args);
  }
  warn(...args: LogArgs): void {
    this.#log('warn', args);
  }
  info(...args: LogArgs): void {
    this.#log('info', args);
  }
  debug(...args: LogArgs): void {
    this.#log('debug', args);
  }
  trace(...args: LogArgs): void {
    this.#log('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a lazy child per request (see LazyRequestLogger). */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options);
}
