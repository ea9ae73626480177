import { fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { Frame } from '../../src/layout/Frame';
import { renderShell } from './shellHarness';

let broken = true;
const Screen = () => {
  if (broken) throw new Error('the screen failed');
  return <p>Экран на месте</p>;
};

/** The header's stand-in: it mends the screen and goes elsewhere, as a menu link would. */
const Bar = () => {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        broken = false;
        navigate('/elsewhere');
      }}
    >
      Дальше
    </button>
  );
};

const Menu = () => <nav>Меню</nav>;

describe('the shell around a screen that fails', () => {
  afterEach(() => {
    broken = true;
    vi.restoreAllMocks();
  });

  it('shows the product’s error page in place of the screen; the header and menu stay; the next address renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    renderShell(
      <Frame appBar={Bar} menu={Menu}>
        <Screen />
      </Frame>,
      { role: 'HQ' },
    );
    expect(await screen.findByText(MESSAGES.errorTitle as string)).toBeInTheDocument();
    expect(screen.getByText('Что-то пошло не так. Попробуйте обновить страницу')).toBeInTheDocument();
    expect(screen.getByText('Меню')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Дальше' }));
    expect(await screen.findByText('Экран на месте')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.errorTitle as string)).not.toBeInTheDocument();
  });
});
