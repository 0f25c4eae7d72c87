import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegistryPageDocument } from './gql/graphql';
import { activateLocale } from '../../i18n/i18n';
import { DINNER, FUNDED, KAYAK, confirmPaymentsMock, registryItem, registryPageMock } from '../../test/registryMocks';
import { escapeFrom, renderWithProviders, type Mocks } from '../../test/render';
import { RegistryPage } from './RegistryPage';
import { venmoApp } from './useCheckout';

const renderRegistry = (mocks: Mocks) => renderWithProviders(<RegistryPage />, { route: '/registry', mocks });

const card = (name: string) => screen.getByRole('listitem', { name });
const dialog = (name: string) => screen.findByRole('dialog', { name });
const toast = (title: RegExp | string) => screen.findByRole('status', { name: title });
const quantityOf = (scope: HTMLElement, name: string) => within(scope).getByRole('spinbutton', { name: `Quantity of ${name}` }) as HTMLInputElement;

async function openRegistry(mocks: Mocks) {
  const view = renderRegistry(mocks);
  await screen.findByRole('list', { name: 'Gifts' });
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('registry page states (spec §2)', () => {
  it('shows the header and intro, and "Loading registry..." while the items load', async () => {
    renderRegistry([registryPageMock({}, { delay: Infinity })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Honeymoon Registry' })).toBeTruthy();
    expect(await screen.findByText('Loading registry...')).toBeTruthy();
  });

  it('a failed load says so instead of loading forever', async () => {
    renderRegistry([{ request: { query: RegistryPageDocument }, error: new Error('Failed to fetch') }]);
    expect(await screen.findByText("We couldn't load the registry. Please refresh the page.")).toBeTruthy();
    expect(screen.queryByText('Loading registry...')).toBeNull();
  });

  it('says "Registry Coming Soon" when there are no items, with no cart', async () => {
    renderRegistry([registryPageMock({ items: [] })]);
    expect(await screen.findByRole('heading', { name: 'Registry Coming Soon' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /cart/ })).toBeNull();
  });

  it('a card shows the picture, name, description, price in the currency and what is left; a funded item cannot be added', async () => {
    await openRegistry([registryPageMock()]);
    const dinner = card('Sunset Dinner');
    // The first card's picture is on screen at once; the rest wait to be scrolled near.
    expect(within(dinner).getByRole('img', { name: 'Sunset Dinner' }).getAttribute('loading')).toBe('eager');
    expect(within(dinner).getByText('A table by the sea')).toBeTruthy();
    expect(within(dinner).getByText('$120.00')).toBeTruthy();
    expect(within(dinner).getByText('3 remaining')).toBeTruthy();
    expect(within(card('Kayak Tour')).getByText('$45.50')).toBeTruthy();
    const funded = card('Flights');
    expect((within(funded).getByRole('button', { name: 'Fully Funded' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(funded).queryByRole('spinbutton')).toBeNull();
    expect(within(funded).getByText('0 remaining')).toBeTruthy();
  });

  it('an uploaded gift photo comes with its sizes (srcset) in a fixed 4:3 box, loaded lazily below the first card', async () => {
    const srcSet = '/api/images/file/k/w480.webp?s=1 480w, /api/images/file/k/w960.webp?s=1 960w';
    const photo = registryItem(4, 'Balloon Ride', 25000, 1, { imageUrl: '/api/images/file/k/w960.webp?s=1', imageSrcSet: srcSet });
    await openRegistry([registryPageMock({ items: [DINNER, photo] })]);
    const img = within(card('Balloon Ride')).getByRole('img', { name: 'Balloon Ride' });
    expect(img.getAttribute('srcset')).toBe(srcSet);
    expect(img.getAttribute('sizes')).toMatch(/100vw$/);
    expect(img.getAttribute('loading')).toBe('lazy');
    // A typed address has one size: no srcset.
    expect(within(card('Sunset Dinner')).getByRole('img', { name: 'Sunset Dinner' }).getAttribute('srcset')).toBeNull();
  });

  it('prices follow the language and the settings’ currency', async () => {
    await activateLocale('es');
    renderRegistry([registryPageMock({ currency: 'EUR' })]);
    await screen.findByRole('list', { name: 'Regalos' });
    expect(within(card('Sunset Dinner')).getByText(/120,00\s€/)).toBeTruthy();
  });
});

describe('adding to the cart (spec §4, §5)', () => {
  it('the stepper goes from 1 to the remaining quantity and no further', async () => {
    const { user } = await openRegistry([registryPageMock()]);
    const dinner = card('Sunset Dinner');
    const minus = within(dinner).getByRole('button', { name: 'One fewer Sunset Dinner' }) as HTMLButtonElement;
    const plus = within(dinner).getByRole('button', { name: 'One more Sunset Dinner' }) as HTMLButtonElement;
    expect(quantityOf(dinner, 'Sunset Dinner').value).toBe('1');
    expect(minus.disabled).toBe(true);
    await user.click(plus);
    await user.click(plus);
    expect(quantityOf(dinner, 'Sunset Dinner').value).toBe('3');
    expect(plus.disabled).toBe(true);
    // Typing more than is left settles on the most there is.
    await user.clear(quantityOf(dinner, 'Sunset Dinner'));
    await user.type(quantityOf(dinner, 'Sunset Dinner'), '9');
    await user.tab();
    expect(quantityOf(dinner, 'Sunset Dinner').value).toBe('3');
    await user.click(minus);
    expect(quantityOf(dinner, 'Sunset Dinner').value).toBe('2');
  });

  it('adds with a toast, resets the stepper to 1 and counts the items on the cart button', async () => {
    const { user } = await openRegistry([registryPageMock()]);
    const kayak = card('Kayak Tour');
    expect(screen.getByRole('button', { name: 'Open your cart' })).toBeTruthy();
    await user.click(within(kayak).getByRole('button', { name: 'One more Kayak Tour' }));
    await user.click(within(kayak).getByRole('button', { name: 'Add to Cart' }));
    const added = await toast(/Added to cart/);
    expect(within(added).getByText('2 x Kayak Tour added to cart')).toBeTruthy();
    expect(quantityOf(kayak, 'Kayak Tour').value).toBe('1');
    await user.click(within(card('Sunset Dinner')).getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Open your cart, 3 items' })).toBeTruthy();
  });

  it('refuses more than is left, counting what the cart holds: "Only {n} available"', async () => {
    const { user } = await openRegistry([registryPageMock()]);
    const dinner = card('Sunset Dinner');
    await user.click(within(dinner).getByRole('button', { name: 'One more Sunset Dinner' }));
    await user.click(within(dinner).getByRole('button', { name: 'Add to Cart' }));
    await user.click(within(dinner).getByRole('button', { name: 'One more Sunset Dinner' }));
    await user.click(within(dinner).getByRole('button', { name: 'Add to Cart' }));
    expect(await toast('Only 3 available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open your cart, 2 items' })).toBeTruthy();
    // Refused: the chosen quantity stays, to be lowered.
    expect(quantityOf(dinner, 'Sunset Dinner').value).toBe('2');
  });
});

async function fillCart(user: ReturnType<typeof renderRegistry>['user']) {
  await user.click(within(card('Sunset Dinner')).getByRole('button', { name: 'One more Sunset Dinner' }));
  await user.click(within(card('Sunset Dinner')).getByRole('button', { name: 'Add to Cart' }));
  await user.click(within(card('Kayak Tour')).getByRole('button', { name: 'Add to Cart' }));
  await user.click(screen.getByRole('button', { name: 'Open your cart, 3 items' }));
  return dialog('Your Cart');
}

describe('the cart dialog', { timeout: 30_000 }, () => {
  it('lists each line with its price, stepper and total; changes and removals update the cart total', async () => {
    const { user } = await openRegistry([registryPageMock()]);
    const cart = await fillCart(user);
    const lines = within(cart).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]).getByText('Sunset Dinner')).toBeTruthy();
    expect(within(lines[0]).getByText('A table by the sea')).toBeTruthy();
    expect(within(lines[0]).getByText('$120.00 each')).toBeTruthy();
    expect(within(lines[0]).getByText('$240.00')).toBeTruthy();
    expect(within(cart).getByText('Cart Total:').nextSibling?.textContent).toBe('$285.50');
    await user.click(within(lines[1]).getByRole('button', { name: 'One more Kayak Tour' }));
    expect(within(cart).getByText('Cart Total:').nextSibling?.textContent).toBe('$331.00');
    await user.click(within(cart).getByRole('button', { name: 'Remove Sunset Dinner' }));
    expect(within(cart).getAllByRole('listitem')).toHaveLength(1);
    expect(within(cart).getByText('Cart Total:').nextSibling?.textContent).toBe('$91.00');
    await user.click(within(cart).getByRole('button', { name: 'Keep Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open your cart, 2 items' })).toBeTruthy();
  });
});

const batch = (method: 'venmo' | 'zelle', extra: { guestEmail?: string; message?: string } = {}) => ({
  items: [
    { registryItemId: 1, quantity: 2, amount: 24000 },
    { registryItemId: 2, quantity: 1, amount: 4550 },
  ],
  guestName: 'Rosa Diaz',
  paymentMethod: method,
  ...extra,
});

async function checkoutByZelle(user: ReturnType<typeof renderRegistry>['user']) {
  const cart = await fillCart(user);
  await user.click(within(cart).getByRole('button', { name: 'Checkout' }));
  const methods = await dialog('Choose Payment Method');
  await user.click(within(methods).getByRole('tab', { name: 'Zelle' }));
  const zelle = within(methods).getByRole('tabpanel', { name: 'Zelle' });
  expect(within(zelle).getByText('Send to: couple@example.com')).toBeTruthy();
  expect(within(zelle).getByText('Sunset Dinner x2 + Kayak Tour')).toBeTruthy();
  await user.click(within(zelle).getByRole('button', { name: "I've Sent via Zelle" }));
  return dialog('Confirm Payment');
}

// Each walks the whole flow through several dialogs: more than the default 5 s on a busy machine.
describe('checkout and confirmation (spec §4)', { timeout: 30_000 }, () => {
  it('Zelle: confirming sends every line, thanks the guest, empties the cart and shows the new stock', async () => {
    const after = [registryItem(1, 'Sunset Dinner', 12000, 1, { description: 'A table by the sea', imageUrl: '/dinner.jpg' }), { ...KAYAK, remainingQuantity: 4 }, FUNDED];
    const { user } = await openRegistry([
      registryPageMock(),
      confirmPaymentsMock(batch('zelle', { guestEmail: 'rosa@example.com', message: 'Enjoy!' }), 'ok'),
      registryPageMock({ items: after }),
    ]);
    const confirm = await checkoutByZelle(user);
    expect(within(confirm).getByText('Payment method: Zelle')).toBeTruthy();
    expect(within(confirm).getByText('Sunset Dinner x2')).toBeTruthy();
    expect(within(confirm).getByText('Total').nextSibling?.textContent).toBe('$285.50');
    await user.type(within(confirm).getByLabelText('Your Name *'), '  Rosa Diaz ');
    await user.type(within(confirm).getByLabelText('Your Email (optional)'), 'rosa@example.com');
    await user.type(within(confirm).getByLabelText('A message for the couple (optional)'), 'Enjoy!');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Payment' }));
    const thanks = await toast(/Thank you!/);
    expect(within(thanks).getByText('Your payment confirmation for 3 items has been submitted!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card('Sunset Dinner')).getByText('1 remaining')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open your cart' })).toBeTruthy();
  });

  it('a blank name is refused before sending: "Please enter your name" under the field', async () => {
    const { user } = await openRegistry([registryPageMock()]);
    const confirm = await checkoutByZelle(user);
    await user.type(within(confirm).getByLabelText('Your Name *'), '   ');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Payment' }));
    const name = within(confirm).getByLabelText('Your Name *');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(confirm).getByText('Please enter your name')).toBeTruthy();
    expect(document.activeElement).toBe(name);
  });

  it('a failed call says "Failed to submit confirmation. Please try again." and keeps the cart', async () => {
    const { user } = await openRegistry([registryPageMock(), confirmPaymentsMock(batch('zelle'), { networkError: true })]);
    const confirm = await checkoutByZelle(user);
    await user.type(within(confirm).getByLabelText('Your Name *'), 'Rosa Diaz');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Payment' }));
    expect(await toast('Failed to submit confirmation. Please try again.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Confirm Payment' })).toBeTruthy();
    // Behind the dialog (hidden from the accessibility tree while it is open) the cart is whole.
    expect(screen.getByRole('button', { name: 'Open your cart, 3 items', hidden: true })).toBeTruthy();
  });

  it('the server’s refusal shows its message, e.g. "Only 1 available", and the stock is fetched again', async () => {
    const short = { message: 'Only 1 available', code: 'CONFLICT', messageCode: 'NOT_ENOUGH_LEFT', params: { available: 1 }, field: 'items[0].quantity' };
    const { user } = await openRegistry([
      registryPageMock(),
      confirmPaymentsMock(batch('zelle'), { error: short }),
      registryPageMock({ items: [{ ...DINNER, remainingQuantity: 1 }, KAYAK, FUNDED] }),
    ]);
    const confirm = await checkoutByZelle(user);
    await user.type(within(confirm).getByLabelText('Your Name *'), 'Rosa Diaz');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Payment' }));
    expect(await toast('Only 1 available')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(card('Sunset Dinner')).getByText('1 remaining')).toBeTruthy());
    // The cart asks for no more than is left now.
    expect(screen.getByRole('button', { name: 'Open your cart, 2 items' })).toBeTruthy();
  });

  it('Venmo on a desktop: the "Scan to Pay" dialog with a QR code, the amount and the note, then confirmation', async () => {
    const { user } = await openRegistry([registryPageMock()]);
    const cart = await fillCart(user);
    await user.click(within(cart).getByRole('button', { name: 'Checkout' }));
    const methods = await dialog('Choose Payment Method');
    expect(within(methods).getByRole('tab', { name: 'Venmo' }).getAttribute('aria-selected')).toBe('true');
    expect(within(methods).getByText('Send to: @ana-ben')).toBeTruthy();
    await user.click(within(methods).getByRole('button', { name: 'Pay with Venmo' }));
    const scan = await dialog('Scan to Pay');
    const qr = (await within(scan).findByRole('img', { name: 'QR code that opens Venmo to send the payment' })) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/png;base64,/);
    expect(within(scan).getByText('Amount: $285.50')).toBeTruthy();
    expect(within(scan).getByText('Sunset Dinner x2 + Kayak Tour')).toBeTruthy();
    await user.click(within(scan).getByRole('button', { name: "I've Sent the Payment" }));
    const confirm = await dialog('Confirm Payment');
    expect(within(confirm).getByText('Payment method: Venmo')).toBeTruthy();
  });

  it('Venmo on a phone opens the app’s link, then asks for confirmation', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    const open = vi.spyOn(venmoApp, 'open').mockImplementation(() => {});
    const { user } = await openRegistry([registryPageMock()]);
    const cart = await fillCart(user);
    await user.click(within(cart).getByRole('button', { name: 'Checkout' }));
    await user.click(within(await dialog('Choose Payment Method')).getByRole('button', { name: 'Pay with Venmo' }));
    expect(open).toHaveBeenCalledWith('venmo://paycharge?txn=pay&recipients=ana-ben&amount=285.50&note=Sunset%20Dinner%20x2%20%2B%20Kayak%20Tour');
    expect(await dialog('Confirm Payment')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Scan to Pay' })).toBeNull();
  });

  it('Venmo without a username: no "Send to", and "I’ve Sent via Venmo" asks for confirmation', async () => {
    const open = vi.spyOn(venmoApp, 'open').mockImplementation(() => {});
    const { user } = await openRegistry([registryPageMock({ venmoUsername: null })]);
    const cart = await fillCart(user);
    await user.click(within(cart).getByRole('button', { name: 'Checkout' }));
    const methods = await dialog('Choose Payment Method');
    expect(within(methods).queryByText(/Send to: @/)).toBeNull();
    expect(within(methods).queryByRole('button', { name: 'Pay with Venmo' })).toBeNull();
    await user.click(within(methods).getByRole('button', { name: "I've Sent via Venmo" }));
    const confirm = await dialog('Confirm Payment');
    expect(within(confirm).getByText('Payment method: Venmo')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('closing the method dialog goes back to the page with the cart kept', async () => {
    const { user } = await openRegistry([registryPageMock()]);
    const cart = await fillCart(user);
    await user.click(within(cart).getByRole('button', { name: 'Checkout' }));
    await escapeFrom(user, await dialog('Choose Payment Method'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open your cart, 3 items' })).toBeTruthy();
  });

  it('the method tabs follow the arrow keys', async () => {
    const { user } = await openRegistry([registryPageMock()]);
    const cart = await fillCart(user);
    await user.click(within(cart).getByRole('button', { name: 'Checkout' }));
    const methods = await dialog('Choose Payment Method');
    within(methods).getByRole('tab', { name: 'Venmo' }).focus();
    await user.keyboard('{ArrowRight}');
    const zelle = within(methods).getByRole('tab', { name: 'Zelle' });
    expect(zelle.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(zelle);
  });
});
