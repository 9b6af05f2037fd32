import { MIN_SECRET_LENGTH } from '../tokens/signedToken.ts';

/** A secret the process cannot run without; main.ts prints the message and exits 1. */
export class MissingSecretError extends Error {}

const REQUIRED = [
  ['LABEL_TOKEN_SECRET', 'signs label, document and opt-out links'],
  ['SESSION_SECRET', 'the session secret'],
] as const;

/**
 * With DATABASE_URL any number of processes serve one database, so a secret generated into one
 * node's DATA_DIR would differ per node: every process must be given the same secrets, and one
 * missing or short is refused at start rather than found out as broken links later. Embedded
 * PGlite (one process) keeps generating them into DATA_DIR/secrets.
 */
export function checkRequiredSecrets(
  databaseUrl: string | undefined,
  secrets: { LABEL_TOKEN_SECRET: string | undefined; SESSION_SECRET: string | undefined },
): void {
  if (databaseUrl === undefined) return;
  const problems = REQUIRED.flatMap(([name, what]) => {
    const value = secrets[name];
    if (!value) return [`${name} is not set (${what}).`];
    if (value.length < MIN_SECRET_LENGTH)
      return [
        `${name} is ${value.length} characters long; it must be at least ${MIN_SECRET_LENGTH}.`,
      ];
    return [];
  });
  if (problems.length > 0)
    throw new MissingSecretError(
      [
        'With DATABASE_URL every API process needs the same secrets:',
        ...problems.map((p) => `  - ${p}`),
        'Generate one with: openssl rand -base64 48',
      ].join('\n'),
    );
}
