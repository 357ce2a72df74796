import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue, WATCH_DEBOUNCE } from '../../../src/console/components/useDebouncedValue';
import { useScreenTestSetup } from '../../support/renderScreen';
import { renderCaseDetails } from '../cases/screens';
import { answerCaseWithTrackers, buildTrackerRequest, queryOf } from './builders';

useScreenTestSetup();

afterEach(() => {
  vi.useRealTimers();
});

/** Types `text` one key every `every` ms through `rerender`, and lists the values passed on meanwhile. */
function typeSteadily(text: string, every: number) {
  vi.useFakeTimers();
  const passed: string[] = [];
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: '' } });
  let last = result.current;
  const record = () => {
    if (result.current !== last) passed.push(result.current);
    last = result.current;
  };
  for (let i = 1; i <= text.length; i += 1) {
    rerender({ value: text.slice(0, i) });
    act(() => vi.advanceTimersByTime(every));
    record();
  }
  return { passed, record, result };
}

describe('useDebouncedValue (spec 001 §9: 300 ms, at most 2000 ms)', () => {
  it('is the spec constant by default', () => {
    expect(WATCH_DEBOUNCE).toEqual({ wait: 300, maxWait: 2000 });
  });

  it('steady typing for 6.5 s (a key every 100 ms) passes the value on at least 3 times', () => {
    const { passed, record, result } = typeSteadily('a'.repeat(65), 100);
    expect(passed.length).toBeGreaterThanOrEqual(3);
    // Each one the text as it stood then, never more than 2 s old.
    expect(passed.slice(0, 3).map((value) => value.length)).toEqual([20, 40, 60]);
    act(() => vi.advanceTimersByTime(300));
    record();
    expect(result.current).toBe('a'.repeat(65));
  });

  it('a word typed then a 300 ms pause passes it on once, at the pause', () => {
    const { passed, record, result } = typeSteadily('joao', 100);
    expect(passed).toEqual([]);
    act(() => vi.advanceTimersByTime(199));
    record();
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    record();
    expect(passed).toEqual(['joao']);
    act(() => vi.advanceTimersByTime(5000));
    record();
    expect(passed).toEqual(['joao']);
  });

  it('a change back to the value passed on cancels what was waiting', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: 'x' } });
    rerender({ value: 'xy' });
    rerender({ value: 'x' });
    act(() => vi.advanceTimersByTime(2500));
    expect(result.current).toBe('x');
  });
});

describe("the trackers section's search", () => {
  it('queries while the user keeps typing for 6.5 s, not once at the end', async () => {
    const { calls } = answerCaseWithTrackers([buildTrackerRequest()]);
    renderCaseDetails('casos', 12);
    const box = await screen.findByRole('region', { name: 'Localizadores' }, { timeout: 5000 });
    await within(box).findByRole('article', { name: 'Solicitação de Ana Lima' }, { timeout: 5000 });
    const search = within(box).getByRole('searchbox', { name: 'Pesquisar' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let text = '';
    for (let i = 0; i < 65; i += 1) {
      text += i % 2 ? 'o' : 'j';
      fireEvent.change(search, { target: { value: text } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(100);
      });
    }
    vi.useRealTimers();
    await waitFor(() => {
      const terms = new Set(calls.map((url) => queryOf(url)['filters[term]']).filter(Boolean));
      expect(terms.size).toBeGreaterThanOrEqual(3);
    });
  });
});
