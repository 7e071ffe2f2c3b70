import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { Gallery } from './gallery';

const image = (n: number) => `/api/uploads/${String(n).padStart(64, 'c')}.webp`;
const images = [1, 2, 3, 4, 5, 6, 7, 8].map(image);

beforeAll(() => {
  // jsdom has no modal dialogs: opening one only shows it (the browser's part is the e2e test's).
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const texts = {
  en: {
    open: 'View photo 3 full screen',
    dialog: 'Photos of Villa Azul',
    close: 'Close full screen',
    next: 'Next photo',
    previous: 'Previous photo',
    photo: (n: number) => `Villa Azul, photo ${n} of 8`,
  },
  es: {
    open: 'Ver la foto 3 en pantalla completa',
    dialog: 'Fotos de Villa Azul',
    close: 'Cerrar pantalla completa',
    next: 'Foto siguiente',
    previous: 'Foto anterior',
    photo: (n: number) => `Villa Azul, foto ${n} de 8`,
  },
} as const;

describe.each(['en', 'es'] as const)('the full-screen gallery (%s)', (lang) => {
  const text = texts[lang];

  async function openOnThirdPhoto() {
    const view = renderWithProviders(<Gallery images={images} name="Villa Azul" />, { lang });
    await view.user.click(screen.getAllByRole('button', { name: /3$/ })[0] as HTMLElement);
    const opener = screen.getByRole('button', { name: text.open });
    await view.user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: text.dialog });
    return { ...view, opener, dialog };
  }

  it('opens on the photo clicked with the focus inside, the counter and named buttons', async () => {
    const { dialog } = await openOnThirdPhoto();
    const close = within(dialog).getByRole('button', { name: text.close });
    expect(close).toHaveFocus();
    expect(within(dialog).getByText('3 / 8')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: text.photo(3) })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: text.previous })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: text.next })).toBeInTheDocument();
  });

  it('moves with the arrow keys, Home and End, one photo a key', async () => {
    const { dialog, user } = await openOnThirdPhoto();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('4 / 8')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByRole('img', { name: text.photo(2) })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(within(dialog).getByText('8 / 8')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('1 / 8')).toBeInTheDocument();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(within(dialog).getByText('8 / 8')).toBeInTheDocument();
  });

  it('keeps Tab among its buttons', async () => {
    const { dialog, user } = await openOnThirdPhoto();
    const close = within(dialog).getByRole('button', { name: text.close });
    const next = within(dialog).getByRole('button', { name: text.next });
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: text.previous })).toHaveFocus();
  });

  it('closes with Escape and gives the focus back to the photo it was opened from', async () => {
    const { dialog, user } = await openOnThirdPhoto();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    // The gallery shows the photo the viewer ended on, and its photo has the focus.
    const photo = screen.getByRole('button', { name: text.open.replace('3', '4') });
    expect(photo).toHaveFocus();
  });

  it('closes with its button, and a swipe turns the photo', async () => {
    const { dialog, user } = await openOnThirdPhoto();
    const photo = (n: number) => within(dialog).getByRole('img', { name: text.photo(n) });
    fireEvent.pointerDown(photo(3), { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(photo(3), { clientX: 180, clientY: 210 });
    expect(within(dialog).getByText('4 / 8')).toBeInTheDocument();
    fireEvent.pointerDown(photo(4), { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(photo(4), { clientX: 200, clientY: 200 });
    expect(within(dialog).getByText('3 / 8')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: text.close }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.open })).toHaveFocus();
  });
});
