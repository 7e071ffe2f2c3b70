import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusyButton } from './busy-button';

describe('BusyButton', () => {
  it('shows its icon and can be pressed while nothing runs', () => {
    render(
      <BusyButton busy={false} startIcon={<SendOutlinedIcon data-testid="icon" />}>
        Send
      </BusyButton>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('waits with a spinner in place of its icon while its action runs', () => {
    render(
      <BusyButton busy startIcon={<SendOutlinedIcon data-testid="icon" />}>
        Send
      </BusyButton>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByTestId('icon')).not.toBeInTheDocument();
  });

  it('stays disabled for its own reasons when nothing runs', () => {
    render(
      <BusyButton busy={false} disabled>
        Save
      </BusyButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
