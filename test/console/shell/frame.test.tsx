import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShellFrame } from '../../../src/console/layout/ShellFrame';
import { renderScreen, useScreenTestSetup } from '../../support/renderScreen';

useScreenTestSetup();

function Broken(): never {
  throw new Error('boom');
}

describe('the shell frame', () => {
  it('puts the page alone in <main>, the menu beside it', async () => {
    renderScreen(
      <ShellFrame>
        <h1>Página</h1>
      </ShellFrame>,
      { as: 'casos' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Página', level: 1 })).toBeInTheDocument();
    expect(main).not.toContainElement(nav);
    expect(main).toHaveAttribute('id', 'main-content'); // the skip link's target
  });

  it("shows 'Um erro inesperado aconteceu' in the page when it breaks, keeping the menu", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(
      <ShellFrame>
        <Broken />
      </ShellFrame>,
      { as: 'casos' },
    );
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Um erro inesperado aconteceu')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
