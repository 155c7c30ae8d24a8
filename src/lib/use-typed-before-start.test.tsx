import { act, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypedBeforeStart } from './use-typed-before-start';

function NameField() {
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(input, setName);
  return (
    <>
      <input ref={input} aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="button" onClick={() => setName((current) => current.toUpperCase())}>
        Shout
      </button>
      <output>{name}</output>
    </>
  );
}

// Hydration is driven by hand here (no Testing Library render), so tell React that act() is in use.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The prerendered field, typed into before the app starts, then hydrated. */
function hydrateAfterTyping(typed: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<NameField />);
  document.body.append(container);
  container.querySelector('input')!.value = typed;
  act(() => {
    root = hydrateRoot(container, <NameField />);
  });
  return container;
}

describe('useTypedBeforeStart', () => {
  it('hands text typed into the prerendered field to its state, so the next render keeps it', () => {
    const container = hydrateAfterTyping('Aamir Bhat');
    expect(container.querySelector('output')).toHaveTextContent('Aamir Bhat');
    act(() => container.querySelector('button')!.click());
    expect(container.querySelector('input')).toHaveValue('AAMIR BHAT');
  });

  it('leaves an untouched field empty', () => {
    const container = hydrateAfterTyping('');
    expect(container.querySelector('output')).toHaveTextContent('');
    expect(container.querySelector('input')).toHaveValue('');
  });
});
