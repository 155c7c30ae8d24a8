import { afterEach, describe, expect, it } from 'vitest';
import { inAppDestination } from './use-leave-guard';

afterEach(() => {
  document.body.innerHTML = '';
});

function clickOn(html: string, init: MouseEventInit = {}): MouseEvent {
  document.body.innerHTML = html;
  const target = document.body.querySelector('[data-target]') ?? document.body.firstElementChild!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('inAppDestination', () => {
  it('is where an in-app link goes', () => {
    expect(
      inAppDestination(clickOn('<a href="/admin/projects?x=1#top">Go</a>'), '/admin/blog-posts/new'),
    ).toBe('/admin/projects?x=1#top');
    expect(inAppDestination(clickOn('<a href="/admin"><span data-target>Icon</span></a>'), '/here')).toBe(
      '/admin',
    );
  });

  it('ignores clicks that do not leave this screen in place', () => {
    const here = '/admin/blog-posts/new';
    expect(inAppDestination(clickOn('<a href="/admin" target="_blank">New tab</a>'), here)).toBeNull();
    expect(inAppDestination(clickOn('<a href="/file.csv" download>File</a>'), here)).toBeNull();
    expect(inAppDestination(clickOn('<a href="https://example.com/">Away</a>'), here)).toBeNull();
    expect(inAppDestination(clickOn('<a href="/admin">Go</a>', { ctrlKey: true }), here)).toBeNull();
    expect(inAppDestination(clickOn('<a href="/admin">Go</a>', { button: 1 }), here)).toBeNull();
    expect(inAppDestination(clickOn('<a href="/admin/blog-posts/new#top">Same</a>'), here)).toBeNull();
    expect(inAppDestination(clickOn('<button>Not a link</button>'), here)).toBeNull();
  });
});
