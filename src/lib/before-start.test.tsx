import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { lazy, Suspense, useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrationPart } from '@/layouts/HydrationPart';
import { adoptTypedText, resetBeforeStartForTesting, whenInteractive } from './before-start';

const captureScript = readFileSync(
  resolve(import.meta.dirname, '../../scripts/browser/capture-before-start.js'),
  'utf8',
);

function Page({ onSubmitted }: { onSubmitted: (name: string) => void }) {
  const [name, setName] = useState('');
  const [open, setOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [presses, setPresses] = useState(0);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmitted(name);
  }
  return (
    <Suspense fallback={null}>
      <HydrationPart>
        <button type="button" aria-expanded={open} onClick={() => setOpen((current) => !current)}>
          Menu
        </button>
        <button type="button" onKeyDown={(event) => event.key === 'ArrowRight' && setPresses((n) => n + 1)}>
          {`Moved ${presses}`}
        </button>
        <form onSubmit={submit} aria-label="form">
          <input
            aria-label="Name"
            ref={(field) => adoptTypedText(field, setName)}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <input
            type="checkbox"
            aria-label="Agree"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <output>{`${name}|${agreed}`}</output>
          <button type="submit">Send</button>
        </form>
      </HydrationPart>
    </Suspense>
  );
}

// As in the browser: React's own scheduler, not act(), decides when hydration and updates happen.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let root: Root | null = null;
let container: HTMLDivElement;
const submitted: string[] = [];
const onSubmitted = (name: string) => submitted.push(name);

beforeEach(() => {
  resetBeforeStartForTesting();
  // The prerendered page with the capture script running, as in <head>.
  new Function(captureScript)();
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page onSubmitted={onSubmitted} />);
  document.body.append(container);
});

afterEach(() => {
  root?.unmount();
  root = null;
  submitted.length = 0;
  document.body.innerHTML = '';
  delete window.__beforeStart;
});

async function startApp() {
  root = hydrateRoot(container, <Page onSubmitted={onSubmitted} />);
  await whenInteractive();
}

const get = (selector: string) => container.querySelector(selector) as HTMLElement;

/** As a keystroke does: the text changes in the field (not through React's value tracker), then `input`. */
function type(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('what a visitor does before the app starts', async () => {
  it('is held, then replayed once the page has hydrated, each action once', async () => {
    get('button[type=button]').click();
    type(get('input[aria-label=Name]') as HTMLInputElement, 'Aamir');
    get('button[type=button]:nth-of-type(2)').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }),
    );
    expect(document.documentElement).not.toHaveAttribute('data-interactive');

    await startApp();

    expect(document.documentElement).toHaveAttribute('data-interactive', 'true');
    expect(get('button[type=button]')).toHaveAttribute('aria-expanded', 'true');
    expect(get('button[type=button]:nth-of-type(2)')).toHaveTextContent('Moved 1');
    expect(get('output')).toHaveTextContent('Aamir|false');
    // The capture has stopped: a click now reaches the app directly, once.
    get('button[type=button]').click();
    await vi.waitFor(() => expect(get('button[type=button]')).toHaveAttribute('aria-expanded', 'false'));
  });

  it('keeps a submit on the page and replays it with the typed text', async () => {
    type(get('input[aria-label=Name]') as HTMLInputElement, 'Shazia');
    const submit = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: get('button[type=submit]'),
    });
    get('form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(submitted).toEqual([]);

    await startApp();

    expect(submitted).toEqual(['Shazia']);
  });

  it('undoes a checkbox click until the app can see it, then replays it', async () => {
    const box = get('input[type=checkbox]') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false);

    await startApp();

    expect(box.checked).toBe(true);
    expect(get('output')).toHaveTextContent('|true');
  });

  it('replays nothing when nothing happened, and still marks the page interactive', async () => {
    await startApp();
    expect(document.documentElement).toHaveAttribute('data-interactive', 'true');
    expect(get('output')).toHaveTextContent('|false');
    expect(submitted).toEqual([]);
  });
});

describe('typing while the page is only partly hydrated', () => {
  // A layout with a field (hydrates first) and a part whose code arrives later (a lazy Suspense boundary).
  let rerenderLayout: () => void = () => undefined;
  function Layout({ below }: { below: React.ReactNode }) {
    const [email, setEmail] = useState('');
    const [, setRenders] = useState(0);
    useEffect(() => {
      rerenderLayout = () => setRenders((count) => count + 1);
    }, []);
    return (
      <HydrationPart layout>
        <input
          aria-label="Email"
          ref={(field) => adoptTypedText(field, setEmail)}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <output>{email}</output>
        <Suspense fallback={null}>
          <HydrationPart>{below}</HydrationPart>
        </Suspense>
      </HydrationPart>
    );
  }

  it('hands each field over as soon as its part hydrates; later typing goes straight to the app', async () => {
    document.body.innerHTML = '';
    container = document.createElement('div');
    container.innerHTML = renderToString(<Layout below={<p>Below the fold</p>} />);
    document.body.append(container);
    const email = get('input') as HTMLInputElement;
    type(email, 'early@');

    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const Below = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    root = hydrateRoot(container, <Layout below={<Below />} />);
    // The layout has hydrated (its mark ran): the field has the text typed before the start.
    await vi.waitFor(() => expect(get('output')).toHaveTextContent('early@'));

    // Typing on while the rest is still on its way, then the layout renders again: nothing is lost.
    type(email, 'early@example.in');
    rerenderLayout();
    await vi.waitFor(() => expect(get('output')).toHaveTextContent('early@example.in'));
    expect(email.value).toBe('early@example.in');
    expect(document.documentElement).not.toHaveAttribute('data-interactive');

    arrive({ default: () => <p>Below the fold</p> });
    await whenInteractive();
    expect(document.documentElement).toHaveAttribute('data-interactive', 'true');
    expect(email.value).toBe('early@example.in');
  });
});
