import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { apiAnswer } from './ui.ts';
import { fillCollectionStep, fillCustomerStep1, fillShippingStep } from './wizard.ts';

/** The demo customer the API seeds (README). */
export const DEMO = { userId: 'demo', password: 'Demo@12345' };

export async function logIn(page: Page, userId: string, password: string): Promise<void> {
  await page.goto('/customer-login');
  const form = page.getByRole('form', { name: 'Customer Login' });
  await form.getByLabel('User ID', { exact: true }).fill(userId);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** Books one shipment through the customer wizard with this reference; answers its AWB. */
export async function bookShipment(page: Page, reference: string): Promise<string> {
  await page.goto('/create-shipment');
  const step1 = page.getByRole('form', { name: 'Sender and Receiver details' });
  await step1.getByLabel('Reference Number', { exact: true }).fill(reference);
  await fillCustomerStep1(page);
  await fillShippingStep(page);
  await fillCollectionStep(page, null);
  const courier = apiAnswer(page, 'create_skynet_shipment');
  await page
    .getByRole('form', { name: 'Collection, Documents and Payment' })
    .getByRole('button', { name: 'Submit', exact: true })
    .click();
  const booked = await courier;
  assert.equal(booked.status, 200);
  const modal = page.getByRole('dialog', { name: 'Shipment Confirmation Details' });
  await modal.getByRole('button', { name: 'Ok' }).click();
  await modal.waitFor({ state: 'hidden' });
  return (booked.body.Data as { Awbno: string }).Awbno;
}
