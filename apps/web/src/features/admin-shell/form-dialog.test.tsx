import { screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { FormDialog } from './form-dialog';

function renderDialog({
  saving = false,
  lang = 'en' as 'en' | 'es',
  error = null as string | null,
  errorSeverity = undefined as 'error' | 'info' | undefined,
} = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
  const view = renderWithProviders(
    <FormDialog
      open
      onClose={onClose}
      title="Fees"
      onSubmit={onSubmit}
      saving={saving}
      submitLabel="Save fees"
      error={error}
      errorSeverity={errorSeverity}
    >
      <input aria-label="Cleaning" />
    </FormDialog>,
    { lang },
  );
  return { ...view, onClose, onSubmit };
}

describe('FormDialog', () => {
  it('is a dialog named by its title whose form submits by the button or Enter, and cancels', async () => {
    const { user, onClose, onSubmit } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Fees' });
    expect(dialog).toContainElement(screen.getByRole('textbox', { name: 'Cleaning' }));

    await user.click(screen.getByRole('button', { name: 'Save fees' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('textbox', { name: 'Cleaning' }), '80{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed while it saves, and says so on its buttons', async () => {
    const { user, onClose } = renderDialog({ saving: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the fields, to a screen reader too", () => {
    renderDialog({ error: 'Error updating fees' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error updating fees');
    expect(alert.className).toMatch(/Error/);
    expect(screen.getByRole('textbox', { name: 'Cleaning' }).compareDocumentPosition(alert)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows a refusal that is only news as information', () => {
    renderDialog({ error: 'There are no fees to update', errorSeverity: 'info' });
    expect(screen.getByRole('alert').className).toMatch(/Info/);
  });

  it('speaks Spanish', () => {
    renderDialog({ saving: true, lang: 'es' });
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Guardando/ })).toBeDisabled();
  });
});
