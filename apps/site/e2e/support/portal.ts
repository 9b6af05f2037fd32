import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { apiAnswer } from './ui.ts';
import { fillCollectionStep, fillCustomerStep1, fillShippingStep } from './wizard.ts';
import { wordsNow } from './words.ts';

/** The demo customer the API seeds (README). */
export const DEMO = { userId: 'demo', password: 'Demo@12345' };

/** Logs in on the customer-login page of the running project's language. */
export async function logIn(page: Page, userId: string, password: string): Promise<void> {
  const w = wordsNow();
  await page.goto(w.path('/customer-login'));
  const form = page.getByRole('form', { name: w.site.pages.customerLogin });
  await form.getByLabel(w.site.form.userId, { exact: true }).fill(userId);
  await form.getByLabel(w.site.form.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: w.site.buttons.login }).click();
}

/**
 * Books one shipment through the customer wizard with this reference (and the cash the courier
 * collects on delivery, in KWD, when given); answers its AWB.
 */
export async function bookShipment(
  page: Page,
  reference: string,
  { codKwd }: { codKwd?: string } = {},
): Promise<string> {
  const w = wordsNow();
  await page.goto(w.path('/create-shipment'));
  const step1 = page.getByRole('form', { name: w.ui.wizard.senderReceiverForm });
  await step1.getByLabel(w.ui.wizard.reference_number, { exact: true }).fill(reference);
  await fillCustomerStep1(page);
  await fillShippingStep(page);
  await fillCollectionStep(page, null);
  if (codKwd)
    await page
      .getByRole('form', { name: w.ui.wizard.collectionForm })
      .getByLabel(w.ui.wizard.cod_amount, { exact: true })
      .fill(codKwd);
  const courier = apiAnswer(page, 'create_skynet_shipment');
  await page
    .getByRole('form', { name: w.ui.wizard.collectionForm })
    .getByRole('button', { name: w.ui.common.submit, exact: true })
    .click();
  const booked = await courier;
  assert.equal(booked.status, 200);
  const modal = page.getByRole('dialog', { name: w.ui.result.confirmationTitle });
  await modal.getByRole('button', { name: w.ui.common.ok }).click();
  await modal.waitFor({ state: 'hidden' });
  return (booked.body.Data as { Awbno: string }).Awbno;
}
