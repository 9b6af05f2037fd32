/**
 * Business accounts: the demo customer (the account's owner) invites a shipper on the Users page,
 * the shipper opens the e-mailed link (read from the server's outbox), sets a name and a
 * password, is logged in to the same account and books a shipment the owner then sees. The owner
 * removes the shipper after confirming, and the shipper's next page asks for a login again.
 */
import { axeViolations } from './support/axe.ts';
import { DESKTOP, expect, openPage, PHONE, screenshot, test } from './support/browser.ts';
import { invitationLinkTo } from './support/outbox.ts';
import { bookShipment, DEMO, logIn } from './support/portal.ts';
import { toast } from './support/ui.ts';

test('an owner invites a shipper, who accepts by the e-mailed link and books a shipment', async ({
  page,
  browser,
  errors,
  w,
}) => {
  // Two browsers and a whole booking through the wizard.
  test.slow();
  const words = w.site.accountUsers;
  const unique = Date.now().toString(36);
  const email = `shipper-${unique}@example.com`;
  const name = `Shipper ${unique}`;
  const reference = `TEAM-${unique}`.toUpperCase();
  await logIn(page, DEMO.userId, DEMO.password);
  await page.waitForURL((url) => w.isAt(url, '/create-shipment'));
  await page.goto(w.path('/account-users'));
  await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: words.inviteHeading });
  await form.getByRole('textbox', { name: words.email }).fill(email);
  // Shipper is the role offered first.
  await form.getByRole('button', { name: words.invite }).click();
  await expect(toast(page, words.invitedToast({ email }))).toBeVisible();
  const invitations = page.getByRole('table', { name: words.invitationsHeading });
  await expect(invitations.getByRole('row').filter({ hasText: email })).toContainText(
    words.roles.shipper,
  );
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole('table', { name: words.usersHeading })).toBeVisible();
    expect(await axeViolations(page), `users page at ${viewport.width} px`).toEqual([]);
    await screenshot(page, 'portal/account-users');
  }
  await page.setViewportSize(DESKTOP);

  // The invitee, in a browser of their own.
  const link = await invitationLinkTo(email);
  const invitee = await openPage(browser);
  try {
    await invitee.page.goto(w.path(link));
    const accept = invitee.page.getByRole('form', { name: w.site.invitation.title });
    await expect(accept).toContainText(email);
    await accept.getByLabel(w.site.invitation.name, { exact: true }).fill(name);
    await accept.getByLabel(w.site.invitation.password, { exact: true }).fill('Team@2026x');
    await accept.getByLabel(w.site.invitation.confirmPassword, { exact: true }).fill('Team@2026x');
    await screenshot(invitee.page, 'portal/invitation');
    await accept.getByRole('button', { name: w.site.invitation.accept }).click();
    await invitee.page.waitForURL((url) => w.isAt(url, '/create-shipment'));
    const awb = await bookShipment(invitee.page, reference);
    expect(awb).toMatch(/^\d+$/);

    // The owner sees the shipper and the shipment on the account.
    await page.reload();
    const users = page.getByRole('table', { name: words.usersHeading });
    const row = users.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(words.roles.shipper);
    await page.goto(w.path('/my-shipments'));
    await expect(page.getByText(reference).first()).toBeVisible();

    // Removed after confirming: the shipper's next page asks for a login.
    await page.goto(w.path('/account-users'));
    await row.getByRole('button', { name: words.removeLabel({ name }) }).click();
    const dialog = page.getByRole('alertdialog', { name: words.removeTitle });
    await expect(dialog).toContainText(words.removeText({ name }));
    await dialog.getByRole('button', { name: words.remove, exact: true }).click();
    await expect(toast(page, words.removedToast({ name }))).toBeVisible();
    await expect(users.getByRole('row').filter({ hasText: email })).toHaveCount(0);

    await invitee.page.goto(w.path('/my-account'));
    await invitee.page.waitForURL((url) => w.isAt(url, '/customer-login'));
    expect(invitee.errors).toEqual([]);
  } finally {
    await invitee.context.close();
  }
  expect(errors).toEqual([]);
});
