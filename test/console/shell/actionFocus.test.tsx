// Where the focus goes after an action (issue 25 item 4, WCAG 2.4.3): the one helper every
// action uses (components/pageFocus.ts), on plain DOM: the next row after a removal, the one
// before when the last row went, the list, the nearest heading, never <body>.
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusAfterAction, focusTargetsNear, headingNear } from '../../../src/console/components/pageFocus';

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** A page: its H1, a section with its H2 and a table of users, each row with 'Editar' and 'Remover'. */
function page(names: string[]) {
  document.body.innerHTML = `
    <div id="main-content">
      <h1>Usuários</h1>
      <section>
        <h2>Equipe</h2>
        <table aria-label="Usuários da assessoria"><tbody>
          ${names.map((name) => `<tr data-name="${name}"><td>${name}</td><td><button>Editar</button><button>Remover ${name}</button></td></tr>`).join('')}
        </tbody></table>
      </section>
    </div>`;
}
const removeButton = (name: string) =>
  document.querySelector<HTMLButtonElement>(`tr[data-name="${name}"] button:nth-of-type(2)`)!;
const row = (name: string) => document.querySelector(`tr[data-name="${name}"]`)!;

afterEach(() => {
  // Stops the last test's watch (starting one stops the one before).
  focusAfterAction(() => [])();
  document.body.innerHTML = '';
});

describe('the focus after an action', () => {
  it("goes to the next row's same button when the row is removed", async () => {
    page(['Ana', 'Bia', 'Caio']);
    const trigger = removeButton('Bia');
    trigger.focus();
    const targets = focusTargetsNear(trigger);
    row('Bia').remove();
    expect(document.activeElement).toBe(document.body);
    focusAfterAction(targets);
    await wait(150);
    expect(document.activeElement).toBe(removeButton('Caio'));
  });

  it('goes to the row before when the last row is removed, and to the list when none is left', async () => {
    page(['Ana', 'Bia']);
    const last = removeButton('Bia');
    const targets = focusTargetsNear(last);
    row('Bia').remove();
    focusAfterAction(targets);
    await wait(150);
    expect(document.activeElement).toBe(removeButton('Ana'));

    const only = removeButton('Ana');
    const toList = focusTargetsNear(only);
    row('Ana').remove();
    only.blur();
    focusAfterAction(toList);
    await wait(150);
    expect(document.activeElement).toBe(document.querySelector('table'));
  });

  it('goes to the nearest heading when the list itself went (an empty state instead)', async () => {
    page(['Ana']);
    const trigger = removeButton('Ana');
    const targets = focusTargetsNear(trigger);
    document
      .querySelector('table')!
      .replaceWith(Object.assign(document.createElement('p'), { textContent: 'Nenhum usuário' }));
    focusAfterAction(targets);
    await wait(150);
    expect(document.activeElement?.textContent).toBe('Equipe');
    expect(headingNear(document.querySelector('p'))?.textContent).toBe('Equipe');
  });

  it('puts it first on what shows the change, when given, and on the same button redrawn otherwise', async () => {
    page(['Ana', 'Bia']);
    const trigger = removeButton('Ana');
    const status = document.createElement('span');
    status.textContent = 'Ativa';
    document.querySelector('section')!.append(status);
    trigger.remove();
    focusAfterAction(focusTargetsNear(trigger, () => [status]));
    await wait(150);
    expect(document.activeElement).toBe(status);
    expect(status.tabIndex).toBe(-1);

    // No preferred target: the row stayed, its button was drawn anew (and had the focus).
    const again = removeButton('Bia');
    const targets = focusTargetsNear(again);
    again.focus();
    const redrawn = again.cloneNode(true) as HTMLButtonElement;
    again.replaceWith(redrawn);
    focusAfterAction(targets);
    await wait(150);
    expect(document.activeElement).toBe(redrawn);
  });

  it('leaves the focus where the user put it', async () => {
    page(['Ana', 'Bia']);
    const trigger = removeButton('Ana');
    const targets = focusTargetsNear(trigger);
    row('Ana').remove();
    const edit = row('Bia').querySelector('button')!;
    edit.focus();
    focusAfterAction(targets);
    await wait(250);
    expect(document.activeElement).toBe(edit);
  });

  it("waits for a disabled target (a form's button while it saves) and a list refetching", async () => {
    page(['Ana']);
    const save = document.createElement('button');
    save.disabled = true;
    document.querySelector('section')!.append(save);
    focusAfterAction(() => [save]);
    await wait(150);
    expect(document.activeElement).toBe(document.body);
    save.disabled = false;
    await wait(150);
    expect(document.activeElement).toBe(save);
  });

  it('never pulls the focus out of an open modal: an older action waits behind a pending confirmation', async () => {
    // The notes were just saved (their watch still runs), then a case is closed: while the close
    // is pending, its dialog's button is disabled and the focus drops to <body> for a moment.
    page(['Ana']);
    const heading = document.querySelector('h2') as HTMLElement;
    focusAfterAction(() => [heading]);
    await wait(150);
    expect(document.activeElement).toBe(heading);
    const dialog = document.createElement('div');
    dialog.className = 'MuiDialog-root MuiModal-root';
    dialog.innerHTML = '<div role="dialog"><button>Encerrar</button></div>';
    document.body.append(dialog);
    dialog.querySelector('button')!.focus();
    dialog.querySelector('button')!.blur();
    expect(document.activeElement).toBe(document.body);
    await wait(250);
    expect(document.activeElement).toBe(document.body);
    // Closed (hidden, as a kept-mounted modal is): the watch may act again.
    dialog.classList.add('MuiModal-hidden');
    await wait(150);
    expect(document.activeElement).toBe(heading);
  });
});
