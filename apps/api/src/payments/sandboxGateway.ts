import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatKwd } from '@courier/domain/money';
import type { Language } from '@courier/domain/language';
import { requestLanguage } from '../http/requestLanguage.ts';
import {
  SANDBOX_GATEWAY_PATH,
  type SandboxDecision,
  type SandboxPaymentProvider,
  type SandboxResultParams,
  type SandboxSession,
} from './SandboxPaymentProvider.ts';
import { messageWordsIn } from '../http/messageLanguage.ts';

/** Sends the signed result to the merchant's notifyUrl; throws when it was not taken (not 2xx). */
export type GatewayNotifier = (url: string, result: SandboxResultParams) => Promise<void>;

/** A gateway posts its notice as JSON and waits a few seconds for the merchant's 200. */
const postNotice: GatewayNotifier = async (url, result) => {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(result),
    signal: AbortSignal.timeout(5_000),
  });
  if (!answer.ok) throw new Error(`notice answered ${answer.status}`);
};

/** Retries of a notice that was not taken, as gateways do (here 2, 8 and 32 s later). */
const RETRY_DELAYS_MS = [2_000, 8_000, 32_000];

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Tahoma,Arial,sans-serif;background:#eef2f7;color:#0f172a;line-height:1.5}
.bar{display:flex;align-items:center;gap:.5rem;padding:.75rem 1rem;background:#0b3a67;color:#fff;font-weight:600}
.badge{margin-inline-start:auto;border:1px solid #fde68a;color:#fde68a;border-radius:999px;padding:.1rem .6rem;font-size:.8rem}
main{max-width:30rem;margin:1.5rem auto;padding:0 1rem}.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(15,23,42,.15);padding:1.25rem}
h1{font-size:1.4rem;margin:0 0 .5rem}.note{background:#fffbeb;border:1px solid #f59e0b;border-radius:8px;padding:.6rem .8rem;font-size:.9rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0 0 1rem}dt{color:#475569}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.25rem}.ref{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85rem;font-weight:500}fieldset{border:1px solid #cbd5e1;border-radius:8px;margin:0 0 1rem;padding:.5rem .9rem .8rem}legend{padding:0 .3rem;font-weight:600}
label{display:flex;align-items:center;gap:.5rem;padding:.3rem 0;cursor:pointer}input[type=radio]{width:1.2rem;height:1.2rem;accent-color:#0b3a67}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}button,a.button{font:inherit;font-weight:600;border-radius:8px;padding:.7rem 1.2rem;cursor:pointer;text-decoration:none;display:inline-block}
.pay{background:#0b3a67;color:#fff;border:2px solid #0b3a67;flex:1 1 12rem}.cancel{background:#fff;color:#0b3a67;border:2px solid #0b3a67}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

/** A padlock drawn inline: no emoji font, no image request. */
const LOCK_ICON =
  '<svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>';

function page(language: Language, title: string, body: string): string {
  const w = messageWordsIn(language).sandboxGateway;
  return `<!DOCTYPE html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header class="bar">${LOCK_ICON}<span>${escapeHtml(w.gateway)}</span><span class="badge">${escapeHtml(w.sandbox)}</span></header>
<main>${body}</main></body></html>
`;
}

function paymentPage(session: SandboxSession, sealed: string): string {
  const w = messageWordsIn(session.language).sandboxGateway;
  const amount = formatKwd(session.amountFils, session.language);
  const heading = w.heading[session.method];
  return page(
    session.language,
    `${heading} - ${w.title}`,
    `<div class="card"><h1>${escapeHtml(heading)}</h1>
<p class="note">${escapeHtml(w.sandboxNote)}</p>
<dl aria-label="${escapeHtml(w.summary)}"><dt>${escapeHtml(w.merchant)}</dt><dd>${escapeHtml(w.merchantName)}</dd>
<dt>${escapeHtml(w.amount)}</dt><dd class="amount" data-testid="gateway-amount"><bdi>${escapeHtml(amount)}</bdi></dd>
<dt>${escapeHtml(w.method)}</dt><dd>${escapeHtml(w.methods[session.method])}</dd>
<dt>${escapeHtml(w.reference)}</dt><dd class="ref"><bdi dir="ltr">${escapeHtml(session.reference)}</bdi></dd></dl>
<form method="post" action="${SANDBOX_GATEWAY_PATH}"><input type="hidden" name="session" value="${escapeHtml(sealed)}">
<fieldset><legend>${escapeHtml(w.outcome)}</legend>
<label><input type="radio" name="outcome" value="approved" checked> ${escapeHtml(w.approve)}</label>
<label><input type="radio" name="outcome" value="declined"> ${escapeHtml(w.decline)}</label></fieldset>
<div class="actions"><button class="pay" type="submit" name="action" value="pay">${escapeHtml(w.pay({ amount }))}</button>
<button class="cancel" type="submit" name="action" value="cancel">${escapeHtml(w.cancel)}</button></div>
</form></div>`,
  );
}

function refusalPage(language: Language, kind: 'invalid' | 'expired'): string {
  const w = messageWordsIn(language).sandboxGateway;
  const title = kind === 'invalid' ? w.invalidTitle : w.expiredTitle;
  return page(
    language,
    title,
    `<div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(kind === 'invalid' ? w.invalid : w.expired)}</p>
<p><a class="button cancel" href="${language === 'ar' ? '/ar/' : '/'}">${escapeHtml(w.backToSite)}</a></p></div>`,
  );
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    // With the site's no-referrer a browser posts this page's form with `Origin: null`, which
    // the origin check refuses; the page's own origin is no secret.
    .header('referrer-policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(body);

/**
 * The sandbox's hosted payment page: the gateway simulator the website's payment step sends the
 * payer to when PAYMENT_PROVIDER is sandbox (the default). It shows what a KNET page shows (the
 * merchant, the amount, the method) and, instead of card fields, the bank's answer to simulate.
 * On Pay or Cancel it signs the result (HMAC-SHA256), notifies the merchant server to server
 * (retried until taken) and sends the payer back to the merchant's returnUrl with the same
 * signed result, as a real gateway does.
 */
export function sandboxGatewayRoutes(
  app: FastifyInstance,
  provider: SandboxPaymentProvider,
  notify: GatewayNotifier = postNotice,
): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Querystring: { session?: string } }>(
      SANDBOX_GATEWAY_PATH,
      async (request, reply) => {
        const session = provider.openSession(request.query.session);
        if (typeof session === 'string')
          return html(reply, 400, refusalPage(requestLanguage(request), session));
        return html(reply, 200, paymentPage(session, request.query.session!));
      },
    );

    scope.post<{ Body: Record<string, string> | undefined }>(
      SANDBOX_GATEWAY_PATH,
      async (request, reply) => {
        const form = request.body ?? {};
        const session = provider.openSession(form.session);
        if (typeof session === 'string')
          return html(reply, 400, refusalPage(requestLanguage(request), session));
        const decision: SandboxDecision =
          form.action !== 'pay'
            ? 'cancelled'
            : form.outcome === 'declined'
              ? 'declined'
              : 'approved';
        const result = provider.decide(session, decision);
        // The notice first (the merchant usually hears before the payer is back); a notice not
        // taken is retried in the background and never holds the payer up.
        const deliver = async (attempt: number): Promise<void> => {
          try {
            await notify(session.notifyUrl, result);
          } catch (err) {
            const delay = RETRY_DELAYS_MS[attempt];
            request.log.warn({ err, attempt }, 'sandbox gateway notice not taken');
            if (delay !== undefined) setTimeout(() => void deliver(attempt + 1), delay).unref();
          }
        };
        await deliver(0);
        const back = new URL(session.returnUrl);
        for (const [name, value] of Object.entries(result)) back.searchParams.set(name, value);
        return reply.redirect(back.toString(), 303);
      },
    );
  });
}
