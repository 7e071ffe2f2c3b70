import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { SearchPicker } from './search-picker';

interface Guest {
  id: number;
  name: string;
  email: string;
}

const ana: Guest = { id: 1, name: 'Ana Pérez', email: 'ana@example.com' };
const bob: Guest = { id: 2, name: 'Bob Lee', email: 'bob@example.com' };

const nameOf = (guest: Guest) => guest.name;
const emailOf = (guest: Guest) => guest.email;

function Picker({
  search,
  initial = null,
  onChange = () => {},
}: {
  search: (query: string) => Promise<Guest[]>;
  initial?: Guest | null;
  onChange?: (value: Guest | null) => void;
}) {
  const [value, setValue] = useState<Guest | null>(initial);
  return (
    <SearchPicker<Guest>
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      search={search}
      optionLabel={nameOf}
      optionTitle={nameOf}
      optionDetail={emailOf}
      label="Guest"
      required
      helperText="Type a name"
      loadingText="Searching…"
      noOptionsText="No guest matches"
      typeToSearchText="Type to search"
      spinner
    />
  );
}

describe('SearchPicker', () => {
  it('lists what the server answers when opened, asks once per pause while typing, and gives the choice', async () => {
    const search = vi.fn(async (query: string) => (query === '' ? [ana, bob] : [bob]));
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Picker search={search} onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: /^Guest/ });
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription('Type a name');

    await user.click(field);
    expect(await screen.findByRole('option', { name: 'Ana Pérez ana@example.com' })).toBeVisible();
    expect(search).toHaveBeenCalledWith('');

    await user.keyboard('bob');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Ana/ })).not.toBeInTheDocument());
    // The server filters: the list is its answer, not the options that contain the text.
    expect(search.mock.calls.map(([query]) => query)).toEqual(['', 'bob']);

    await user.click(screen.getByRole('option', { name: 'Bob Lee bob@example.com' }));
    expect(onChange).toHaveBeenLastCalledWith(bob);
    expect(field).toHaveValue('Bob Lee');
  });

  it('says to type before anything is typed, and that nothing matches after', async () => {
    const search = vi.fn(async () => []);
    const { user } = renderWithProviders(<Picker search={search} />);
    const field = screen.getByRole('combobox', { name: /^Guest/ });
    await user.click(field);
    expect(await screen.findByText('Type to search')).toBeVisible();

    await user.keyboard('zz');
    expect(await screen.findByText('No guest matches')).toBeVisible();
  });

  it('keeps the last answer when a search fails', async () => {
    const search = vi.fn(async (query: string) => {
      if (query) throw new Error('offline');
      return [ana];
    });
    const { user } = renderWithProviders(<Picker search={search} />);
    const field = screen.getByRole('combobox', { name: /^Guest/ });
    await user.click(field);
    expect(await screen.findByRole('option', { name: /Ana Pérez/ })).toBeVisible();

    await user.keyboard('x');
    await waitFor(() => expect(search).toHaveBeenCalledWith('x'));
    await waitFor(() => expect(screen.queryByText('Searching…')).not.toBeInTheDocument());
    expect(screen.getByRole('option', { name: /Ana Pérez/ })).toBeVisible();
  });

  it('does not search for the text of the chosen option', async () => {
    const search = vi.fn(async () => [bob]);
    const { user } = renderWithProviders(<Picker search={search} initial={ana} />);
    const field = screen.getByRole('combobox', { name: /^Guest/ });
    expect(field).toHaveValue('Ana Pérez');
    // Past the pause, the debounced text is the chosen option's.
    await new Promise((resolve) => setTimeout(resolve, 300));

    await user.click(field);
    expect(await screen.findByRole('option', { name: /Ana Pérez/ })).toBeVisible();
    expect(search).not.toHaveBeenCalled();
  });
});
