import type { EndpointName } from './endpoints.ts';

/**
 * Why a call did not give a usable success:
 * - invalid-request: the body did not match the request schema (nothing was sent);
 * - network: fetch itself failed (offline, DNS, CORS, aborted);
 * - http: a non-2xx answer whose body is not a refusal of the contract;
 * - contract: a 2xx answer that matches neither the success nor the refusal schema;
 * - rejected: a valid refusal (Status not 'Success', STATUS not 1, ...); `message` is the
 *   server's reason and `response` the refusal itself.
 */
export type ApiCallErrorKind = 'invalid-request' | 'network' | 'http' | 'contract' | 'rejected';

export interface ApiIssue {
  path: string;
  message: string;
}

export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';
  readonly kind: ApiCallErrorKind;
  readonly endpoint: EndpointName;
  readonly status: number | undefined;
  readonly issues: readonly ApiIssue[];
  readonly response: unknown;

  constructor(init: {
    kind: ApiCallErrorKind;
    endpoint: EndpointName;
    message: string;
    status?: number;
    issues?: readonly ApiIssue[];
    response?: unknown;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.issues = init.issues ?? [];
    this.response = init.response;
  }
}
