// The focus after a route change or a sign-in goes to the page's heading (issue 11, WCAG 2.4.3),
// even when the title is remounted while the heading is still loading: the shell re-renders its
// subtree right after a sign-in on a busy machine, and the move was dropped (keyboard journey).
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusHeadingOnChange } from '../../../src/console/components/pageFocus';

function Title({ name }: { name: string }) {
  useFocusHeadingOnChange(name);
  return null;
}

let setHeading: (shown: boolean) => void = () => undefined;
function Page({ title, mount }: { title: string; mount: number }) {
  const [shown, show] = useState(false);
  setHeading = show;
  return (
    <main>
      <Title key={mount} name={title} />
      {shown ? <h1>Olá</h1> : null}
    </main>
  );
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('the focus after a route change', () => {
  it('reaches the heading even if the title is remounted before the heading shows', async () => {
    const view = render(<Page title="/|first" mount={0} />);
    view.rerender(<Page title="/|dashboard" mount={0} />);
    await wait(150);
    // Remounted with the same key while the heading is still loading.
    view.rerender(<Page title="/|dashboard" mount={1} />);
    await wait(150);
    act(() => setHeading(true));
    await wait(250);
    expect(document.activeElement?.tagName).toBe('H1');
    view.unmount();
  });

  it('does not move the focus again on a remount once it was moved', async () => {
    const view = render(<Page title="/|a" mount={0} />);
    act(() => setHeading(true));
    view.rerender(<Page title="/|b" mount={0} />);
    await wait(250);
    expect(document.activeElement?.tagName).toBe('H1');
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    view.rerender(<Page title="/|b" mount={1} />);
    await wait(250);
    expect(document.activeElement).toBe(button);
    button.remove();
    view.unmount();
  });
});
